import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { MESSAGING_STATUS_PATH } from '@ihe/platform';
import { freePort, prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startIdentity } from '@ihe/identity';
import { startGateway } from '../src/start-gateway.js';

/** GET with the path sent exactly as written. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/`, { path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('gateway: a service’s messaging status stays internal', () => {
  let env: ServiceTestEnv;
  let identity: INestApplication | undefined;
  let gateway: INestApplication;
  let gatewayUrl: string;
  let identityUrl: string;

  beforeAll(async () => {
    const [port, identityPort] = [await freePort(), await freePort()];
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'ihe-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Ihe Market</title>');
    env = await prepareServiceTestEnv({
      PORT: String(port),
      IDENTITY_PORT: String(identityPort),
      WEB_DIST_DIR: webDist,
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

  it('answers on the service’s own port', async () => {
    const answer = await fetch(`${identityUrl}${MESSAGING_STATUS_PATH}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      service: 'identity',
      outbox: { backlog: expect.any(Number) },
    });
  });

  it('is not reachable by a guest through the gateway, under any path the gateway routes', async () => {
    // Outside /api the gateway serves the web app's page for client routes; under /api it routes by prefix.
    const page = await fetch(`${gatewayUrl}${MESSAGING_STATUS_PATH}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>Ihe Market</title>');
    // Raw paths (fetch would resolve the dot segments itself): the gateway must not route them to a service.
    for (const apiPath of [
      `/api/v1${MESSAGING_STATUS_PATH}`,
      `/api/v1/auth/../..${MESSAGING_STATUS_PATH}`,
      `/api/v1/auth/%2e%2e/%2e%2e${MESSAGING_STATUS_PATH}`,
      `/api/v1/auth/..%2f..%2f..${MESSAGING_STATUS_PATH}`,
    ]) {
      const answer = await rawGet(gatewayUrl, apiPath);
      expect([apiPath, answer.body.includes('"outbox"')]).toEqual([apiPath, false]);
      expect([apiPath, answer.status]).not.toEqual([apiPath, 200]);
    }
  });
});
