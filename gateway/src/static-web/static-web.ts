import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { METRICS_PATH } from '@ihe/platform';

/** Files of the installable app (vite-plugin-pwa) that must never be served from a stale cache. */
const REVALIDATED_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/** Where the built web app lives (WEB_DIST_DIR overrides). */
export function webDistDir(): string {
  return (
    process.env.WEB_DIST_DIR ??
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist')
  );
}

/**
 * The documents the web build wrote for some addresses (web/src/prerender/page-documents.ts): address →
 * the document's path in the build (`/pages/home.html`), prerendered or preloading the page's code. Every
 * other address gets the empty shell.
 */
function pageDocuments(dir: string): Map<string, string> {
  const listing = path.join(dir, 'pages', 'pages.json');
  if (!existsSync(listing)) return new Map();
  const pages = JSON.parse(readFileSync(listing, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([address, file]) => [address, `/pages/${file}`]));
}

/** An inline script: a script element with no attributes (no src, no type), as index.html writes it. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The web app's inline scripts (index.html's mark of a stored session, in every document built from it), as
 * Content-Security-Policy sources: their SHA-256, so the browser runs them and no other inline script.
 */
export function webAppInlineScripts(): string[] {
  const dir = webDistDir();
  const files = ['/index.html', ...pageDocuments(dir).values()]
    .map((file) => path.join(dir, file))
    .filter((file) => existsSync(file));
  const sources = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)].map(
      ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
    ),
  );
  return [...new Set(sources)];
}

/**
 * helmet's headers that only a document (or a worker) reads. A hashed asset is a script, stylesheet or
 * image the page loads: it keeps nosniff, its resource and referrer policies, and goes without these,
 * ~0.6 KB on each of the 20-50 files a page loads (issue 14: on slow 4G, ~150 ms for the checkout).
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

type StaticOptions = NonNullable<expressStaticGzip.ExpressStaticGzipOptions['serveStatic']>;

/**
 * The build's files, in the smallest encoding the browser takes: each text file has a brotli (`.br`) and a
 * gzip (`.gz`) copy made at build time at the highest level (web/precompress.config.ts), ~15% smaller
 * than what the gateway's compression can afford per answer. A file without them goes as it is (and the
 * gateway's compression takes it).
 */
function precompressedFiles(dir: string, options: StaticOptions): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, ...options },
  }) as RequestHandler;
}

/** The name of the file a copy was made from (`sw.js` for `sw.js.br`). */
const originalName = (file: string) => path.basename(file).replace(/\.(br|gz)$/, '');

/**
 * Serves the built React app; any other GET that is not an API path gets index.html so the
 * client router can show it (SPA fallback), including its own 404 page. An address with a page
 * document of its own gets that document instead.
 */
export function serveWebApp(app: Express): boolean {
  const dir = webDistDir();
  if (!existsSync(path.join(dir, 'index.html'))) return false;
  const documents = pageDocuments(dir);
  // Hashed asset names never change content: cached for a year, never revalidated.
  app.use(
    '/assets',
    precompressedFiles(path.join(dir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res: ServerResponse) =>
        DOCUMENT_ONLY_HEADERS.forEach((header) => res.removeHeader(header)),
    }),
  );
  // The service worker and the web manifest keep their names across releases: always revalidated, so
  // a browser finds a new release at its next visit.
  const files = precompressedFiles(dir, {
    setHeaders: (res: ServerResponse, file: string) => {
      if (REVALIDATED_FILES.has(originalName(file))) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use(files);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (['/health', '/openapi.json', METRICS_PATH].includes(req.path) || req.path.startsWith('/api/'))
      return next();
    // A chunk of another release is missing, not a page: a 404, never the shell's HTML as a script.
    if (req.path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // The document's file, served (and encoded) as the build's other files are.
    const address = req.url;
    req.url = documents.get(req.path) ?? '/index.html';
    files(req, res, (error?: unknown) => {
      req.url = address;
      next(error);
    });
  });
  return true;
}
