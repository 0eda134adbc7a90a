import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { ProductListResponse } from '@ihe/contracts';
import {
  freePort,
  prepareServiceTestEnv,
  signTestAccessToken,
  type ServiceTestEnv,
} from '@ihe/platform/testing';
import { startCatalog } from '@ihe/catalog';
import { startGateway } from '../src/start-gateway.js';
import { LiveStreams } from '../src/live-updates/live-streams.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, then decoded by its Content-Encoding. */
  wireBytes: number;
  text: string;
}

const YEAR = 'public, max-age=31536000, immutable';
/** A hashed bundle's worth of text, so it is well over the compression threshold. */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

/** GET with a browser's Accept-Encoding, keeping the raw bytes (fetch would decode them out of sight). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // agent false: no kept-alive socket outlives the test.
    request(url, { agent: false, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          wireBytes: raw.length,
          text: body.toString(),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('gateway: compression and cache headers', () => {
  let env: ServiceTestEnv;
  let catalog: INestApplication;
  let gateway: INestApplication;
  let base: string;

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'ihe-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><title>Ihe Market</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`,
    );
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'index-B4x9Qz1a.js'), SCRIPT);
    const port = await freePort();
    env = await prepareServiceTestEnv({
      PORT: String(port),
      CATALOG_PORT: String(await freePort()),
      WEB_DIST_DIR: webDist,
      SEED_DEMO_DATA: 'true',
    });
    catalog = await startCatalog();
    gateway = await startGateway();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.close();
    await env?.cleanup();
  });

  it('compresses proxied API JSON with brotli or gzip, as the client accepts', async () => {
    const plain = await get(`${base}/api/v1/products?pageSize=24`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get(`${base}/api/v1/products?pageSize=24`);
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotli.text)).toEqual(JSON.parse(plain.text));
    expect((JSON.parse(brotli.text) as ProductListResponse).items.length).toBeGreaterThan(0);
    const gzip = await get(`${base}/api/v1/products?pageSize=24`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(plain.text);
    console.log(
      `GET /api/v1/products?pageSize=24: ${plain.wireBytes} B plain, ${gzip.wireBytes} B gzip, ${brotli.wireBytes} B brotli`,
    );
    expect(brotli.wireBytes).toBeLessThan(plain.wireBytes / 4);
  });

  it('caches hashed assets for a year and revalidates index.html, both compressed', async () => {
    const script = await get(`${base}/assets/index-B4x9Qz1a.js`);
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe(YEAR);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.text).toBe(SCRIPT);
    for (const route of ['/', '/shop', '/checkout']) {
      const page = await get(`${base}${route}`);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.text).toContain('<div id="root"></div>');
    }
  });

  it('caches product images for a year; an SVG is compressed, never a WebP', async () => {
    const { items } = JSON.parse(
      (await get(`${base}/api/v1/products?pageSize=1`)).text,
    ) as ProductListResponse;
    // The demo shop's pictures are stored as WebP uploads.
    const webp = await get(`${base}${items[0].imageUrls[0]}`);
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe(YEAR);
    expect(webp.headers['content-encoding']).toBeUndefined();
    // An SVG picture, as an older demo shop left them in the image folder.
    const circles = Array.from({ length: 60 }, (_, i) => `<circle cx="${i * 8}" cy="40" r="6"/>`).join('');
    writeFileSync(
      path.join(env.dataDir, 'media', 'products', 'older-demo-picture.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${circles}</svg>`,
    );
    const svg = await get(`${base}/api/v1/media/products/older-demo-picture.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe(YEAR);
    expect(svg.headers['content-encoding']).toBe('br');
    expect(svg.text).toContain('<circle cx="472"');
  });

  it('leaves a small answer as it is', async () => {
    const refused = await get(`${base}/api/v1/products/not-a-product-id`);
    expect(refused.status).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.text)).toMatchObject({ statusCode: 400 });
  });

  it('never buffers a live-update stream: each event arrives at once, uncompressed', async () => {
    const sub = randomUUID();
    const token = await signTestAccessToken({ sub, role: 'consumer' });
    const received: Array<{ text: string; at: number }> = [];
    let contentEncoding: string | undefined;
    const opened = new Promise<() => void>((resolve, reject) => {
      const req = request(
        `${base}/api/v1/events/stream`,
        {
          agent: false,
          headers: {
            accept: 'text/event-stream',
            'accept-encoding': 'gzip, deflate, br',
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          contentEncoding = res.headers['content-encoding'];
          res.on('data', (chunk: Buffer) => received.push({ text: chunk.toString(), at: Date.now() }));
          resolve(() => req.destroy());
        },
      );
      req.on('error', reject).end();
    });
    const close = await opened;
    try {
      const waitFor = async (text: string) => {
        const deadline = Date.now() + 2000;
        while (Date.now() < deadline) {
          const found = received.find((chunk) => chunk.text.includes(text));
          if (found) return found.at;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        throw new Error(`"${text}" did not arrive`);
      };
      await waitFor('event: ready');
      expect(contentEncoding).toBeUndefined();
      const streams = gateway.get(LiveStreams);
      for (const n of [1, 2, 3]) {
        const sent = Date.now();
        expect(streams.send(sub, 'order.status-changed', `e${n}`, { orderId: `IHE-${n}` })).toBe(1);
        const arrived = await waitFor(`"orderId":"IHE-${n}"`);
        expect(arrived - sent).toBeLessThan(200);
      }
    } finally {
      close();
    }
  });
});
