import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { startTlsFront, type TlsFront } from './tls-front.js';

/** One request over HTTP/2 (the certificate is the front's own, made for the run). */
async function h2Request(
  url: string,
  headers: http2.OutgoingHttpHeaders,
  body?: string,
): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }> {
  const session = http2.connect(url, { rejectUnauthorized: false });
  try {
    return await new Promise((resolve, reject) => {
      const stream = session.request(headers);
      let answerHeaders: http2.IncomingHttpHeaders = {};
      let text = '';
      stream.on('response', (received) => (answerHeaders = received));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () =>
        resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: text }),
      );
      stream.on('error', reject);
      stream.end(body);
    });
  } finally {
    session.close();
  }
}

describe('the bench TLS front (HTTP/2 over HTTPS in front of an HTTP/1.1 gateway)', () => {
  let gateway: http.Server;
  let front: TlsFront;
  const seen: Array<{ method?: string; url?: string; host?: string; cookie?: string; body: string }> = [];

  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          host: request.headers.host,
          cookie: request.headers.cookie,
          body,
        });
        // A hop-by-hop header HTTP/2 forbids: the front must drop it rather than fail the answer.
        response.writeHead(request.url === '/missing' ? 404 : 201, {
          'content-type': 'text/plain',
          'set-cookie': 'refresh=abc; HttpOnly',
          connection: 'keep-alive',
        });
        response.end(`answer to ${request.method} ${request.url}`);
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    front = await startTlsFront(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('passes a request with its body and cookies on, and its answer back over HTTP/2', async () => {
    const answer = await h2Request(
      front.url,
      {
        ':method': 'POST',
        ':path': '/api/v1/cart/items?x=1',
        cookie: 'session=1',
        'content-type': 'text/plain',
      },
      'five kg',
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toBe('answer to POST /api/v1/cart/items?x=1');
    expect(answer.headers['set-cookie']).toEqual(['refresh=abc; HttpOnly']);
    expect(answer.headers.connection).toBeUndefined();
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v1/cart/items?x=1',
      host: new URL(front.url).host,
      cookie: 'session=1',
      body: 'five kg',
    });
  });

  it("keeps the gateway's status", async () => {
    const answer = await h2Request(front.url, { ':method': 'GET', ':path': '/missing' });
    expect(answer.status).toBe(404);
  });
});
