import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { S3ImageStorage } from './s3-image-storage.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const objects = new Map<string, Buffer>();

/** What S3 answers: PUT stores, GET reads an object or lists the bucket (ListObjectsV2), DELETE removes. */
function answer(method: string, url: URL, body: Buffer, res: ServerResponse): void {
  const key = decodeURIComponent(url.pathname.split('/').slice(2).join('/'));
  res.setHeader('ETag', '"fake"');
  if (method === 'PUT') objects.set(key, body);
  if (method === 'DELETE') objects.delete(key);
  if (method === 'GET' && url.searchParams.get('list-type') === '2') {
    const contents = [...objects.keys()].map((name) => `<Contents><Key>${name}</Key></Contents>`).join('');
    res.setHeader('Content-Type', 'application/xml');
    return void res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>product-images</Name>` +
        `<KeyCount>${objects.size}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
    );
  }
  if (method === 'GET' && !objects.has(key)) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/xml');
    return void res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code></Error>');
  }
  res.statusCode = method === 'DELETE' ? 204 : 200;
  res.end(method === 'GET' ? objects.get(key) : undefined);
}

/** A tiny fake of an S3-compatible endpoint on loopback: records requests, answers like S3 does. */
function fakeS3(received: Received[]): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      answer(req.method!, new URL(req.url!, 'http://fake'), Buffer.concat(chunks), res);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const VENDOR = '5f1d2c3b-4a59-4e68-8f77-000000000301';

describe('S3ImageStorage (against a fake S3 on loopback)', () => {
  const received: Received[] = [];
  let server: Server;
  let storage: S3ImageStorage;
  let endpoint: string;

  beforeAll(async () => {
    server = await fakeS3(received);
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    storage = new S3ImageStorage({
      S3_BUCKET: 'product-images',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PUBLIC_URL: '',
    });
  });

  afterAll(async () => {
    storage?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('puts the object path-style, signed, with its type and cache header, and returns its public URL', async () => {
    const key = `${VENDOR}/1700000000000_0.webp`;
    const url = await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(url).toBe(`${endpoint}/product-images/${key}`);
    const [put] = received;
    expect(put.method).toBe('PUT');
    expect(put.url.split('?')[0]).toBe(`/product-images/${key}`);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=minio\//);
    expect(put.body.toString()).toContain('webp bytes');
    expect(storage.keyOf(url)).toBe(key);
  });

  it('lists its safe keys and reads an object back (the variants backfill)', async () => {
    const key = `${VENDOR}/1700000000001_0.webp`;
    await storage.put(key, Buffer.from('more webp bytes'), 'image/webp');
    const keys: string[] = [];
    for await (const stored of storage.keys()) keys.push(stored);
    expect(keys.sort()).toEqual([`${VENDOR}/1700000000000_0.webp`, key]);
    expect((await storage.get(key))?.toString()).toBe('more webp bytes');
    expect(await storage.get(`${VENDOR}/missing.webp`)).toBeNull();
  });

  it('deletes, and knows only its own safe keys', async () => {
    await storage.remove(`${VENDOR}/1700000000000_0.webp`);
    expect(received.at(-1)?.method).toBe('DELETE');
    expect(received.at(-1)?.url.split('?')[0]).toBe(`/product-images/${VENDOR}/1700000000000_0.webp`);
    expect(storage.keyOf('https://elsewhere.example/x.webp')).toBeNull();
    expect(storage.keyOf(`${endpoint}/product-images/../secret.webp`)).toBeNull();
    await expect(storage.put('../escape.webp', Buffer.alloc(1), 'image/webp')).rejects.toThrow('unsafe');
  });
});
