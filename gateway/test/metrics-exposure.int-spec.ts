import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { METRICS_PATH } from '@ihe/platform';
import { freePort, prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startIdentity } from '@ihe/identity';
import { startGateway } from '../src/start-gateway.js';

const METRICS_TOKEN = 'operators-only-metrics-token';

/** GET with the path sent exactly as written. */
function rawGet(
  base: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/`, { path: rawPath, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/** The count of the request-duration series with these labels (in any order), or undefined. */
function requestCount(text: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith('http_request_duration_seconds_count{') && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics: each service’s on its own port, the gateway’s for operators only', () => {
  let env: ServiceTestEnv;
  let identity: INestApplication | undefined;
  let gateway: INestApplication;
  let gatewayUrl: string;
  let identityUrl: string;

  beforeAll(async () => {
    const [port, identityPort] = [await freePort(), await freePort()];
    env = await prepareServiceTestEnv({
      PORT: String(port),
      IDENTITY_PORT: String(identityPort),
      WEB_DIST_DIR: '/nonexistent',
      METRICS_TOKEN,
    });
    identity = await startIdentity();
    gateway = await startGateway();
    gatewayUrl = `http://127.0.0.1:${port}`;
    identityUrl = `http://127.0.0.1:${identityPort}`;
  });

  afterAll(async () => {
    await gateway?.close();
    await identity?.close();
    await env?.cleanup();
  });

  it('answers on the service’s own port, with its request durations by route template', async () => {
    await fetch(`${identityUrl}/api/v1/admin/users/${randomUUID()}/actions`, { method: 'POST' });
    const answer = await fetch(`${identityUrl}${METRICS_PATH}`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(requestCount(text, { service: 'identity', route: '/api/v1/admin/users/:id/actions' })).toBe(1);
    expect(text).toMatch(/^outbox_backlog\{service="identity"\} \d+$/m);
  });

  it('refuses a guest (401) and a wrong token (401) at the gateway; the operator’s token reads it', async () => {
    expect((await rawGet(gatewayUrl, METRICS_PATH)).status).toBe(401);
    expect((await rawGet(gatewayUrl, METRICS_PATH, { authorization: 'Bearer guessed' })).status).toBe(401);

    await fetch(`${gatewayUrl}/api/v1/products/${randomUUID()}`);
    await fetch(`${gatewayUrl}/health`);
    const operator = await rawGet(gatewayUrl, METRICS_PATH, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(operator.status).toBe(200);
    expect(requestCount(operator.body, { service: 'gateway', route: '/api/v1/products/*' })).toBe(1);
    expect(requestCount(operator.body, { service: 'gateway', route: '/health' })).toBe(1);
    expect(requestCount(operator.body, { service: 'gateway', route: '/metrics', status: '401' })).toBe(2);
    expect(operator.body).not.toMatch(/route="\/api\/v1\/products\/[0-9a-f]/);
  });

  it('is not there at all at the gateway without METRICS_TOKEN (404)', async () => {
    delete process.env.METRICS_TOKEN;
    try {
      expect((await rawGet(gatewayUrl, METRICS_PATH)).status).toBe(404);
      expect((await rawGet(gatewayUrl, METRICS_PATH, { authorization: 'Bearer ' })).status).toBe(404);
    } finally {
      process.env.METRICS_TOKEN = METRICS_TOKEN;
    }
  });

  it('never routes to a service’s /metrics, under any path the gateway proxies', async () => {
    for (const apiPath of [
      `/api/v1${METRICS_PATH}`,
      `/api/v1/auth${METRICS_PATH}`,
      `/api/v1/auth/../..${METRICS_PATH}`,
      `/api/v1/auth/%2e%2e/%2e%2e${METRICS_PATH}`,
      `/api/v1/auth/..%2f..%2f..${METRICS_PATH}`,
    ]) {
      const answer = await rawGet(gatewayUrl, apiPath);
      expect([apiPath, answer.body.includes('http_request_duration_seconds')]).toEqual([apiPath, false]);
      expect([apiPath, answer.status]).not.toEqual([apiPath, 200]);
    }
  });
});
