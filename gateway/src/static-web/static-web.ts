import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
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
 * HTML file, prerendered or preloading the page's code. Every other address gets the empty shell.
 */
function pageDocuments(dir: string): Map<string, string> {
  const listing = path.join(dir, 'pages', 'pages.json');
  if (!existsSync(listing)) return new Map();
  const pages = JSON.parse(readFileSync(listing, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([address, file]) => [address, path.join(dir, 'pages', file)]));
}

/** An inline script: a script element with no attributes (no src, no type), as index.html writes it. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The web app's inline scripts (index.html's mark of a stored session, in every document built from it), as
 * Content-Security-Policy sources: their SHA-256, so the browser runs them and no other inline script.
 */
export function webAppInlineScripts(): string[] {
  const dir = webDistDir();
  const files = [path.join(dir, 'index.html'), ...pageDocuments(dir).values()].filter((file) =>
    existsSync(file),
  );
  const sources = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)].map(
      ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
    ),
  );
  return [...new Set(sources)];
}

/**
 * Serves the built React app; any other GET that is not an API path gets index.html so the
 * client router can show it (SPA fallback), including its own 404 page. An address with a page
 * document of its own gets that document instead.
 */
export function serveWebApp(app: Express): boolean {
  const dir = webDistDir();
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const documents = pageDocuments(dir);
  app.use(
    express.static(dir, {
      index: false,
      setHeaders: (res, file) => {
        // Hashed asset names never change content: cache for a year; index.html always revalidates.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // The service worker and the web manifest keep their names across releases: always
        // revalidated, so a browser finds a new release at its next visit.
        else if (REVALIDATED_FILES.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (['/health', '/openapi.json', METRICS_PATH].includes(req.path) || req.path.startsWith('/api/'))
      return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(documents.get(req.path) ?? index);
  });
  return true;
}
