import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { securityHeaders } from '../security-headers.js';
import { serveWebApp, webAppInlineScripts } from './static-web.js';

/** An inline script of a page document, and its SHA-256 as `openssl dgst -sha256 -binary | base64` gives it. */
const SHOP_SCRIPT = 'document.documentElement.dataset.ready = "";';
const SHOP_SCRIPT_SHA256 = 'SfTtbRXYCBWJ/vgEh1FtIMyikhjkIMX4WPAnR582XhY=';

const SHELL_CHUNK = `export const greeting = ${JSON.stringify('Fresh yams from Benue. '.repeat(100))};`;
const HOME_DOCUMENT = `<!doctype html><h1>Fresh farm produce</h1>${'<p>Yams, rice and palm oil.</p>'.repeat(50)}`;

describe('static web app: the installable app’s files', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'ihe-web-pwa-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Ihe Market</title>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Ihe Market"}');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index-B4x9Qz1a.js'), 'export {};');
    // A chunk and a document with the brotli and gzip copies the build writes (web/precompress.config.ts).
    writeFileSync(path.join(dist, 'assets', 'shell-C3Bjo6VQ.js'), SHELL_CHUNK);
    writeFileSync(path.join(dist, 'assets', 'shell-C3Bjo6VQ.js.br'), brotliCompressSync(SHELL_CHUNK));
    writeFileSync(path.join(dist, 'assets', 'shell-C3Bjo6VQ.js.gz'), gzipSync(SHELL_CHUNK));
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'pages', 'home.html'), HOME_DOCUMENT);
    writeFileSync(path.join(dist, 'pages', 'home.html.br'), brotliCompressSync(HOME_DOCUMENT));
    writeFileSync(path.join(dist, 'pages', 'home.html.gz'), gzipSync(HOME_DOCUMENT));
    writeFileSync(
      path.join(dist, 'pages', 'shop.html'),
      `<!doctype html><script>${SHOP_SCRIPT}</script><script type="module" src="/assets/index-B4x9Qz1a.js"></script><h1>Shop fresh produce</h1>`,
    );
    writeFileSync(
      path.join(dist, 'pages', 'pages.json'),
      JSON.stringify({ '/': 'home.html', '/shop': 'shop.html' }),
    );
    process.env.WEB_DIST_DIR = dist;
    const app = express();
    app.use(securityHeaders({ inlineScripts: webAppInlineScripts() }));
    expect(serveWebApp(app)).toBe(true);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    delete process.env.WEB_DIST_DIR;
    await new Promise((resolve) => server.close(resolve));
  });

  it('serves the service worker as JavaScript that is always revalidated', async () => {
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the web manifest with its own type, always revalidated', async () => {
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves hashed assets on their long cache', async () => {
    const res = await fetch(`${base}/assets/index-B4x9Qz1a.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an address with a page document of its own with that document, revalidated, whatever its query', async () => {
    for (const [address, heading] of [
      ['/', 'Fresh farm produce'],
      ['/shop', 'Shop fresh produce'],
      ['/shop?category=yam', 'Shop fresh produce'],
    ]) {
      const res = await fetch(`${base}${address}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('answers every other page’s address with the empty shell', async () => {
    for (const address of ['/about', '/checkout', '/no-such-page']) {
      const res = await fetch(`${base}${address}`);
      expect(await res.text()).toBe('<!doctype html><title>Ihe Market</title>');
    }
  });

  it("lets the browser run the documents' own inline scripts, by their hash, and no other", async () => {
    expect(webAppInlineScripts()).toEqual([`'sha256-${SHOP_SCRIPT_SHA256}'`]);
    const policy = (await fetch(`${base}/shop`)).headers.get('content-security-policy');
    expect(policy).toContain(`script-src 'self' 'sha256-${SHOP_SCRIPT_SHA256}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends a file its brotli copy when the browser takes brotli, its gzip copy when only gzip, else the file', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', null],
    ] as const) {
      for (const [address, body] of [
        ['/assets/shell-C3Bjo6VQ.js', SHELL_CHUNK],
        ['/', HOME_DOCUMENT],
      ]) {
        const res = await fetch(`${base}${address}`, { headers: { 'accept-encoding': accepted } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
        // fetch decodes what it is sent: the same text, whichever copy went.
        expect(await res.text()).toBe(body);
      }
    }
    const home = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends hashed assets without the headers only a document reads, keeping those a script reads', async () => {
    const asset = await fetch(`${base}/assets/shell-C3Bjo6VQ.js`);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'last-modified',
    ])
      expect(asset.headers.get(header)).toBeNull();
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const document = await fetch(`${base}/`);
    expect(document.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(document.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers a missing hashed asset (a chunk of another release) with a 404, not the shell', async () => {
    const res = await fetch(`${base}/assets/Gone-Xy12ab34.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<title>Ihe Market</title>');
  });
});
