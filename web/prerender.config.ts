import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { PageDocument, PrerenderedAs } from './src/prerender/page-documents.js';
import type { RenderedPage } from './src/prerender/render-page.js';
import { withoutStoredSessionMark } from './src/prerender/document-template.js';

/** Where the page documents go inside the built app, with `pages.json` (address → file) for the gateway. */
const PAGES_DIR = 'pages';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const SSR_OUT_DIR = fromHere('node_modules/.cache/prerender');

interface PrerenderModule {
  PAGE_DOCUMENTS: readonly PageDocument[];
  renderPage(url: string, as: PrerenderedAs): Promise<RenderedPage>;
}

/**
 * After the app's build, writes the documents of src/prerender/page-documents.ts: the built index.html
 * with the page's modules preloaded and, for a prerendered page, its markup in #root with antd's styles
 * and its own stylesheets, so a phone on a slow connection paints the page before any JavaScript runs
 * (React then hydrates it, src/main.tsx). Rendered by react-dom/server in Node: a bundle of
 * src/prerender/render-page.tsx built here, with React and react-dom left to Node.
 */
export function prerenderPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'ihe-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: fromHere('.'),
        logLevel: 'warn',
        mode: 'production',
        plugins: [react()],
        resolve: { alias: { '@ihe/contracts': fromHere('../libs/contracts/src/index.ts') } },
        ssr: { noExternal: true, external: ['react', 'react-dom'] },
        build: { ssr: 'src/prerender/render-page.tsx', outDir: SSR_OUT_DIR, emptyOutDir: true },
      });
      const prerender = (await import(
        pathToFileURL(path.join(SSR_OUT_DIR, 'render-page.js')).href
      )) as PrerenderModule;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const pagesDir = path.join(outDir, PAGES_DIR);
      rmSync(pagesDir, { recursive: true, force: true });
      mkdirSync(pagesDir);
      const files: Record<string, string> = {};
      const css = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
      for (const { address, modules, prerender: as } of prerender.PAGE_DOCUMENTS) {
        const page = as ? await prerender.renderPage(address, as) : null;
        const file = `${address.replace(/\W+/g, '') || 'home'}.html`;
        const html = pageHtml(
          as === 'guest' ? withoutStoredSessionMark(template) : template,
          page,
          as,
          pageFiles(manifest, modules),
          css,
        );
        writeFileSync(path.join(pagesDir, file), html);
        files[address] = file;
      }
      writeFileSync(path.join(pagesDir, 'pages.json'), `${JSON.stringify(files, null, 2)}\n`);
    },
  };
}

/** The page modules' chunks and the chunks they import (not the entry's, in index.html already), with their stylesheets. */
function pageFiles(manifest: Manifest, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    if (chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

/**
 * The page's HTML. A prerendered page has every stylesheet it needs inlined (a few KB): on a slow
 * connection each one requested is a round trip the first paint would wait for. antd's styles come
 * first, as antd inserts them, so the app's own override them. Each inlined stylesheet is also linked,
 * disabled (never fetched, never applied): the app's module loader, which skips a stylesheet already
 * linked, would otherwise add it again — at the end of the head, where it would override the page's own
 * rules (the entry's `.ihe-container` padding over `.ihe-shop`'s) — and hold the page's code until it
 * arrived. (With media="not all" instead, the browser still fetched each one: 7-9 requests a page.)
 * A page without markup links its stylesheets as the loader would.
 */
function pageHtml(
  template: string,
  page: RenderedPage | null,
  as: PrerenderedAs | false,
  files: { scripts: string[]; styles: string[] },
  css: (file: string) => string,
): string {
  const preloads = files.scripts.map(
    (file) => `<link rel="modulepreload" crossorigin${page ? LOW_PRIORITY : ''} href="/${file}">`,
  );
  if (!page) {
    const links = files.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    return edit(template, [['</head>', `  ${[...links, ...preloads].join('\n    ')}\n  </head>`]]);
  }
  const entryStylesheet = ENTRY_STYLESHEET.exec(template);
  if (!entryStylesheet) throw new Error("prerender: index.html links no stylesheet of the entry's");
  const pageStyles = [`<style>${files.styles.map(css).join('\n')}</style>`, ...files.styles.map(marker)];
  const entryStyles = [page.styles, `<style>${css(entryStylesheet[1])}</style>`, marker(entryStylesheet[1])];
  return edit(withCodeAfterThePaint(template), [
    [entryStylesheet[0], entryStyles.join('\n    ')],
    ['</head>', `  ${[...pageStyles, ...preloads].join('\n    ')}\n  </head>`],
    ['<div id="root"></div>', `<div id="root" data-prerendered="${as}">${page.html}</div>`],
  ]);
}

/**
 * A prerendered page is drawn by its HTML alone, so its code is fetched at low priority: on a slow
 * connection the browser gives the document and its images the bandwidth first, and the first paint does
 * not wait for ~250 KB of scripts that only make the page interactive. A page without markup needs its
 * code to show anything and keeps the browser's default (high) priority.
 */
const LOW_PRIORITY = ' fetchpriority="low"';
const ENTRY_CODE = /<(script type="module"|link rel="modulepreload") crossorigin /g;
function withCodeAfterThePaint(template: string): string {
  if (template.match(ENTRY_CODE)?.length !== 2)
    throw new Error('prerender: index.html has not one entry script and one preload');
  return template.replace(ENTRY_CODE, (tag) => `${tag.trimEnd()}${LOW_PRIORITY} `);
}

/** A stylesheet already inlined, linked only so the module loader does not add it again (after the page's own). */
const marker = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`;

/** Each [text found, its replacement] in turn; text not found fails the build (index.html changed shape). */
function edit(html: string, edits: [string, string][]): string {
  return edits.reduce((result, [find, replacement]) => {
    if (!result.includes(find)) throw new Error(`prerender: index.html has no ${find}`);
    return result.replace(find, () => replacement);
  }, html);
}
