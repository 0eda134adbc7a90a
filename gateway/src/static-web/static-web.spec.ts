import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { serveWebApp } from './static-web.js';

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
    process.env.WEB_DIST_DIR = dist;
    const app = express();
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
});
