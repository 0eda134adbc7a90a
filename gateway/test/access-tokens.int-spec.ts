import { createHmac, KeyObject, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import pg from 'pg';
import * as platform from '@ihe/platform';
import { BACKEND_SERVICE_NAMES, JWKS_PATH, JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '@ihe/platform';
import {
  freePort,
  newTestSigningKey,
  prepareServiceTestEnv,
  type ServiceTestEnv,
  type TestSigningKey,
} from '@ihe/platform/testing';
import { startCatalog } from '@ihe/catalog';
import { DEFAULT_ADMIN, startIdentity } from '@ihe/identity';
import { startGateway } from '../src/start-gateway.js';

const pem = (key: KeyObject) =>
  key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every provider of the app whose value holds a private key (a KeyObject, a PEM, or one nested in an object). */
function privateKeyHolders(app: INestApplication): string[] {
  const isPrivate = (value: unknown, depth = 0): boolean => {
    if (value instanceof KeyObject) return value.type === 'private';
    if (typeof value === 'string') return value.includes('PRIVATE KEY');
    if (!value || typeof value !== 'object' || depth > 2) return false;
    return Object.values(value).some((inner) => isPrivate(inner, depth + 1));
  };
  const holders: string[] = [];
  for (const module of app.get(ModulesContainer).values())
    for (const [token, wrapper] of module.providers)
      if (isPrivate(wrapper.instance)) holders.push(String(token));
  return holders;
}

/**
 * Identity alone signs; the gateway and the services verify against its JWKS. Forged tokens are refused
 * through the gateway and directly at a service, and a rotation keeps the previous key's tokens working
 * while that key is published, and only then.
 */
describe('access tokens: one key holder, its JWKS, forged tokens, rotation', () => {
  const current = newTestSigningKey();
  const previous = newTestSigningKey();
  let env: ServiceTestEnv;
  let identity: INestApplication;
  let catalog: INestApplication;
  let gateway: INestApplication;
  let base: string;
  let identityUrl: string;
  let catalogUrl: string;
  let admin: { sub: string; role: 'admin'; email: string; approved: boolean; sid: string };

  // catalog holds no key: it verifies against identity's JWKS like the gateway.
  const start = async (order: 'identity-first' | 'identity-last') => {
    if (order === 'identity-first') {
      identity = await startIdentity();
      catalog = await startCatalog();
      gateway = await startGateway();
    } else {
      catalog = await startCatalog();
      gateway = await startGateway();
      identity = await startIdentity();
    }
  };
  const stop = async () => {
    await gateway?.close();
    await catalog?.close();
    await identity?.close();
  };

  beforeAll(async () => {
    const port = await freePort();
    const identityPort = await freePort();
    const catalogPort = await freePort();
    env = await prepareServiceTestEnv({
      PORT: String(port),
      IDENTITY_PORT: String(identityPort),
      CATALOG_PORT: String(catalogPort),
      JWT_PRIVATE_KEY: pem(current.privateKey),
      JWT_PREVIOUS_PUBLIC_KEYS: pem(previous.publicKey),
    });
    delete process.env.JWKS_URL; // identity's own address, as in every deployment mode
    base = `http://127.0.0.1:${port}`;
    identityUrl = `http://127.0.0.1:${identityPort}`;
    catalogUrl = `http://127.0.0.1:${catalogPort}`;
    await start('identity-first');
    const client = new pg.Client({ connectionString: env.database.url });
    await client.connect();
    const rows = await client.query('SELECT id FROM identity.user_accounts WHERE email = $1', [
      DEFAULT_ADMIN.email,
    ]);
    await client.end();
    admin = {
      sub: rows.rows[0].id,
      role: 'admin',
      email: DEFAULT_ADMIN.email,
      approved: true,
      sid: randomUUID(),
    };
  });

  afterAll(async () => {
    await stop();
    await env?.cleanup();
  });

  const sign = (
    key: Pick<TestSigningKey, 'kid' | 'privateKey'>,
    options: { expiresIn?: number; audience?: string } = {},
  ) =>
    new JwtService().signAsync(admin, {
      privateKey: key.privateKey as unknown as string,
      keyid: key.kid,
      algorithm: JWT_ALGORITHM,
      audience: options.audience ?? JWT_AUDIENCE,
      issuer: JWT_ISSUER,
      expiresIn: options.expiresIn ?? 60,
    });

  /**
   * The token at the gateway and directly at two services: GET /api/v1/me through the gateway and at
   * identity, and catalog's vendor product list (an admin's valid token passes the token check there and
   * meets the role check: 403; an invalid one stops at the token: 401).
   */
  const ACCEPTED = [200, 200, 403];
  const REFUSED = [401, 401, 401];
  const meStatuses = async (token: string) => {
    const headers = { authorization: `Bearer ${token}` };
    const answers = await Promise.all([
      fetch(`${base}/api/v1/me`, { headers }),
      fetch(`${identityUrl}/api/v1/me`, { headers }),
      fetch(`${catalogUrl}/api/v1/vendor/products`, { headers }),
    ]);
    return answers.map((answer) => answer.status);
  };

  it('publishes the public keys (current first, then the previous one) to anyone through the gateway', async () => {
    const answer = await fetch(`${base}${JWKS_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const { keys } = (await answer.json()) as { keys: Array<Record<string, string>> };
    expect(keys.map((key) => key.kid)).toEqual([current.kid, previous.kid]);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(key).not.toHaveProperty('d'); // no private part
    }
  });

  it('accepts a token of the current key, through the gateway and at the services', async () => {
    expect(await meStatuses(await sign(current))).toEqual(ACCEPTED);
  });

  it('refuses forged and invalid tokens with 401 through the gateway and directly at the services', async () => {
    const valid = await sign(current);
    const [header, , signature] = valid.split('.');
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...admin, aud: JWT_AUDIENCE, iss: JWT_ISSUER, iat: now, exp: now + 60 };
    const hs256Header = base64url({ alg: 'HS256', typ: 'JWT', kid: current.kid });
    const hs256Body = `${hs256Header}.${base64url(claims)}`;
    const stranger = newTestSigningKey();
    const forged: Record<string, string> = {
      'alg none': `${base64url({ alg: 'none', typ: 'JWT', kid: current.kid })}.${base64url(claims)}.`,
      'HS256 with the public key as secret': `${hs256Body}.${createHmac('sha256', pem(current.publicKey)).update(hs256Body).digest('base64url')}`,
      'payload swapped under a real signature': `${header}.${base64url({ ...claims, sub: randomUUID() })}.${signature}`,
      'unknown key id': await sign(stranger),
      'another key under the current key id': await sign({
        kid: current.kid,
        privateKey: stranger.privateKey,
      }),
      expired: await sign(current, { expiresIn: -10 }),
      'wrong audience': await sign(current, { audience: 'someone-else' }),
      'no key id': await new JwtService().signAsync(admin, {
        privateKey: pem(current.privateKey),
        algorithm: JWT_ALGORITHM,
        audience: JWT_AUDIENCE,
        issuer: JWT_ISSUER,
        expiresIn: 60,
      }),
    };
    for (const [name, token] of Object.entries(forged))
      expect([name, await meStatuses(token)]).toEqual([name, REFUSED]);
    // The real token still works after all that (no refetch storm locked it out).
    expect(await meStatuses(valid)).toEqual(ACCEPTED);
  });

  it('keeps private key material in identity alone', () => {
    expect(privateKeyHolders(identity).length).toBeGreaterThan(0); // the check finds a held key
    expect(privateKeyHolders(gateway)).toEqual([]);
    expect(privateKeyHolders(catalog)).toEqual([]);
    expect(platform).not.toHaveProperty('JWT_PRIVATE_KEY');
    expect(platform).not.toHaveProperty('loadJwtKeys');
  });

  it("rotation: the previous key's tokens verify while it is published, and not once it is removed", async () => {
    const byPrevious = await sign(previous);
    expect(await meStatuses(byPrevious)).toEqual(ACCEPTED);

    // The operator drops the previous key once its last token expired (verifiers restarted: no cached key);
    // identity comes up last, as in the all-in-one launcher: verifiers fetch its JWKS on the first token.
    await stop();
    delete process.env.JWT_PREVIOUS_PUBLIC_KEYS;
    await start('identity-last');
    const { keys } = (await (await fetch(`${base}${JWKS_PATH}`)).json()) as { keys: Array<{ kid: string }> };
    expect(keys.map((key) => key.kid)).toEqual([current.kid]);
    expect(await meStatuses(await sign(previous))).toEqual(REFUSED);
    expect(await meStatuses(await sign(current))).toEqual(ACCEPTED);
  });

  it('answers 503, not 401, while the keys cannot be fetched, and verifies again once identity is back', async () => {
    await stop();
    // Fresh verifiers (nothing cached) and no identity: a valid token can be neither accepted nor refused.
    catalog = await startCatalog();
    gateway = await startGateway();
    const token = await sign(current);
    const [viaGateway, direct] = await Promise.all(
      [`${base}/api/v1/me`, `${catalogUrl}/api/v1/vendor/products`].map((url) =>
        fetch(url, { headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    expect([viaGateway.status, await viaGateway.json()]).toEqual([
      503,
      { statusCode: 503, message: 'Service temporarily unavailable' },
    ]);
    expect(direct.status).toBe(503);
    identity = await startIdentity();
    expect(await meStatuses(token)).toEqual(ACCEPTED);
  });

  it("answers /health to a guest with the services not answering, never why, and keeps a client's request id only when safe", async () => {
    // identity is up; the gateway's other services are not running here: still ready, degraded, naming
    // them (docs/architecture.md, Readiness) without their errors.
    const up = await fetch(`${identityUrl}/health`);
    expect([up.status, await up.json()]).toEqual([200, { status: 'up' }]);
    const degraded = await fetch(`${base}/health`);
    const body = (await degraded.json()) as { status: string; degraded: string[] };
    expect([degraded.status, body.status]).toEqual([200, 'degraded']);
    expect(body.degraded).not.toContain('identity');
    expect(body.degraded).toEqual(expect.arrayContaining(['orders', 'notifications', 'verification']));
    expect(body.degraded.every((name) => (BACKEND_SERVICE_NAMES as readonly string[]).includes(name))).toBe(
      true,
    );
    expect(Object.keys(body).sort()).toEqual(['degraded', 'status']);

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const url = `${base}${JWKS_PATH}`;
    const safe = await fetch(url, { headers: { 'x-request-id': 'trace-42.a_b' } });
    expect(safe.headers.get('x-request-id')).toBe('trace-42.a_b');
    for (const unsafe of ['<script>alert(1)</script>', 'a'.repeat(65), 'two words']) {
      const answer = await fetch(url, { headers: { 'x-request-id': unsafe } });
      expect(answer.headers.get('x-request-id')).toMatch(uuid);
    }
  });
});
