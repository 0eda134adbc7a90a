import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { MESSAGING_STATUS_PATH } from '@ihe/platform';
import { freePort, prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startIdentity } from '@ihe/identity';
import { startGateway } from '../src/start-gateway.js';

describe('gateway: a service’s messaging status stays internal', () => {
  let env: ServiceTestEnv;
  let identity: INestApplication | undefined;
  let gateway: INestApplication;
  let gatewayUrl: string;
  let identityUrl: string;

  beforeAll(async () => {
    const [port, identityPort] = [await freePort(), await freePort()];
    env = await prepareServiceTestEnv({ PORT: String(port), IDENTITY_PORT: String(identityPort) });
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
    for (const path of [
      MESSAGING_STATUS_PATH,
      `/api/v1${MESSAGING_STATUS_PATH}`,
      `/api/v1/auth/..${MESSAGING_STATUS_PATH}`,
      `/api/v1/auth/%2e%2e${MESSAGING_STATUS_PATH}`,
    ]) {
      const answer = await fetch(`${gatewayUrl}${path}`);
      const body = await answer.text();
      expect([path, body]).not.toEqual([path, expect.stringContaining('"outbox"')]);
      expect([path, answer.status]).not.toEqual([path, 200]);
    }
  });
});
