import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import {
  freePort,
  prepareServiceTestEnv,
  signTestAccessToken,
  type ServiceTestEnv,
} from '@ihe/platform/testing';
import { startGateway } from '../src/start-gateway.js';

interface Received {
  method: string;
  url: string;
  body: string;
  idempotencyKey?: string;
}

/**
 * A replica that dies under a request: the gateway sends reads again on a new connection (another replica
 * behind a Service), and answers writes 503 without sending them twice.
 * The orders and catalog "replicas" here break the connection of the first `failFirst` requests.
 */
describe('gateway: reads sent again when a service connection breaks before the answer', () => {
  let env: ServiceTestEnv;
  let gateway: INestApplication;
  let base: string;
  let upstream: Server;
  let received: Received[];
  let failFirst: number;

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    const upstreamPort = await freePort();
    upstream = createServer((req, res) => {
      void readBody(req).then((body) => {
        const key = req.headers['idempotency-key'];
        received.push({
          method: req.method!,
          url: req.url!,
          body,
          idempotencyKey: typeof key === 'string' ? key : undefined,
        });
        if (received.length <= failFirst) return req.socket.destroy();
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ answeredTry: received.length }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    const port = await freePort();
    env = await prepareServiceTestEnv({
      PORT: String(port),
      ORDERS_URL: `http://127.0.0.1:${upstreamPort}`,
      CATALOG_URL: `http://127.0.0.1:${upstreamPort}`,
      WEB_DIST_DIR: '/nonexistent',
    });
    gateway = await startGateway();
    base = `http://127.0.0.1:${port}`;
  });

  beforeEach(() => {
    received = [];
    failFirst = 1;
  });

  afterAll(async () => {
    await gateway?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    await env?.cleanup();
  });

  const checkout = async (headers: Record<string, string>) => {
    const token = await signTestAccessToken({ sub: randomUUID(), role: 'consumer' });
    return fetch(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ deliveryAddress: '12 Market Road, Enugu' }),
    });
  };

  it('sends a read again', async () => {
    const answer = await fetch(`${base}/api/v1/products?page=1`);
    expect(answer.status).toBe(200);
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/v1/products?page=1',
      'GET /api/v1/products?page=1',
    ]);
  });

  it('answers a checkout 503 and sends it once, even with an Idempotency-Key (it may have run)', async () => {
    const tries: Record<string, string>[] = [{}, { 'idempotency-key': randomUUID() }];
    for (const headers of tries) {
      received = [];
      const answer = await checkout(headers);
      expect(answer.status).toBe(503);
      expect(received).toHaveLength(1);
    }
  });

  it('gives up after three broken tries', async () => {
    failFirst = 5;
    const answer = await fetch(`${base}/api/v1/products`);
    expect(answer.status).toBe(503);
    expect(received).toHaveLength(3);
  });
});
