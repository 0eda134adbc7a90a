import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { MAX_BODY_BYTES } from '@ihe/platform';
import { freePort, prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startIdentity } from '@ihe/identity';
import { startGateway } from '../src/start-gateway.js';

describe('gateway: rate limit, web app, upstream failures', () => {
  let env: ServiceTestEnv;
  let identity: INestApplication | undefined;
  let gateway: INestApplication;
  let base: string;

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'ihe-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Ihe Market</title><div id="root"></div>',
    );
    const port = await freePort();
    env = await prepareServiceTestEnv({
      AUTH_RATE_LIMIT: '5',
      PORT: String(port),
      IDENTITY_PORT: String(await freePort()),
      WEB_DIST_DIR: webDist,
    });
    identity = await startIdentity();
    gateway = await startGateway();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await gateway?.close();
    await identity?.close();
    await env?.cleanup();
  });

  const login = (ip: string) =>
    fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: 'someone@farm.ng', password: 'WrongPass1' }),
    });

  it('limits auth requests per client address, generously and separately per address', async () => {
    // Five requests pass to identity (four wrong passwords, then the email's own lock at the fifth)…
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await login('203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // …the sixth from the same address is stopped at the gateway by the per-address limit.
    const limited = await login('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not limited by the first one's count
    const other = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify({ email: 'other@farm.ng', password: 'WrongPass1' }),
    });
    expect(other.status).toBe(401);
    // Refresh and logout (a session token, sent on every page load) are not counted: past the limit, the
    // limited address still reaches identity, which answers for itself.
    for (const route of ['refresh', 'logout']) {
      const answer = await fetch(`${base}/api/v1/auth/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ refreshToken: 'not-a-session' }),
      });
      expect(answer.status).not.toBe(429);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('answers proxied API calls with the security headers and one request id (the caller’s if given)', async () => {
    const answer = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.77',
        'x-request-id': 'trace-me-123',
      },
      body: JSON.stringify({ email: 'headers@farm.ng', password: 'WrongPass1' }),
    });
    expect(answer.status).toBe(401); // identity's own answer came through
    expect(answer.headers.get('x-request-id')).toBe('trace-me-123');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    const fresh = await fetch(`${base}/api/v1/me`);
    expect(fresh.status).toBe(401);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the web app for client routes and JSON for API routes', async () => {
    for (const route of ['/', '/shop?category=yam', '/consumer-dashboard/orders', '/no/such/page']) {
      const page = await fetch(`${base}${route}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    }
    const api = await fetch(`${base}/api/v1/nothing-here`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { statusCode: number }).statusCode).toBe(404);
  });

  it('refuses a body over 1 MiB with 413, whether it comes with a Content-Length or chunked', async () => {
    const big = JSON.stringify({ email: 'someone@farm.ng', password: 'x'.repeat(MAX_BODY_BYTES) });
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' };
    const sized = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers, body: big });
    const bytes = new TextEncoder().encode(big);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': '198.51.100.10' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    for (const answer of [sized, streamed]) {
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ statusCode: 413, message: 'Request body is too large' });
    }
    // A body within the limit still reaches identity (which refuses the unknown account).
    const small = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': '198.51.100.11' },
      body: JSON.stringify({ email: 'nobody@farm.ng', password: 'WrongPass1' }),
    });
    expect(small.status).toBe(401);
  });

  it('answers with the spec 503 texts when identity is unreachable', async () => {
    await identity!.close();
    identity = undefined;
    const signup = await fetch(`${base}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({}),
    });
    expect(signup.status).toBe(503);
    expect(await signup.json()).toEqual({
      statusCode: 503,
      message: 'Registration service temporarily unavailable',
    });
    const loginAnswer = await login('192.0.2.2');
    expect(loginAnswer.status).toBe(503);
    expect(await loginAnswer.json()).toEqual({
      statusCode: 503,
      message: 'Authentication service temporarily unavailable',
    });
    // Still ready: the gateway answers what it can (taking it out of its Service would only add an outage);
    // it names the services not answering, never why.
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    const body = (await health.json()) as { status: string; degraded: string[] };
    expect(body.status).toBe('degraded');
    expect(body.degraded).toContain('identity');
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|error/i);
  });
});
