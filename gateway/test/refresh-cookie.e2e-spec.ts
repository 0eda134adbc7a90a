import { describe, expect, it } from '@jest/globals';
import { api, consumerSignup } from './api-client.js';
import { openStream } from './sse-client.js';

interface Session {
  accessToken: string;
  refreshToken: string;
}

/** `ihe_refresh=<value>` of the answer's Set-Cookie, or undefined when it sets none. */
const refreshCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith('ihe_refresh='))
    ?.split(';')[0];

describe(`the browser's session through the gateway (${process.env.E2E_MODE ?? 'given BASE_URL'})`, () => {
  it('carries the refresh cookie both ways: login sets it, refresh and logout read it', async () => {
    const body = consumerSignup();
    expect((await api('POST', '/api/v1/auth/signup', { body })).status).toBe(201);
    const login = await api<Session>('POST', '/api/v1/auth/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
    const first = refreshCookieOf(login.headers);
    expect(first).toBe(`ihe_refresh=${login.body.refreshToken}`);
    expect(login.headers.getSetCookie()[0]).toContain('HttpOnly; Secure; SameSite=Strict');

    // A browser sends the cookie and no body token.
    const refreshed = await api<Session>('POST', '/api/v1/auth/refresh', {
      body: {},
      headers: { cookie: first! },
    });
    expect(refreshed.status).toBe(200);
    const second = refreshCookieOf(refreshed.headers);
    expect(second).toBe(`ihe_refresh=${refreshed.body.refreshToken}`);
    expect(second).not.toBe(first);

    const logout = await api('POST', '/api/v1/auth/logout', {
      token: refreshed.body.accessToken,
      body: {},
      headers: { cookie: second! },
    });
    expect(logout.status).toBe(204);
    expect(refreshCookieOf(logout.headers)).toBe('ihe_refresh=');
    const after = await api('POST', '/api/v1/auth/refresh', { body: {}, headers: { cookie: second! } });
    expect(after.status).toBe(401);
  });

  it('opens the live stream with the token in the header, never in the URL', async () => {
    const body = consumerSignup();
    await api('POST', '/api/v1/auth/signup', { body });
    const login = await api<Session>('POST', '/api/v1/auth/login', {
      body: { email: body.email, password: body.password },
    });
    const url = `${process.env.BASE_URL}/api/v1/events/stream`;
    const inUrl = await openStream(`${url}?access_token=${login.body.accessToken}`);
    expect(inUrl.status).toBe(400);
    const stream = await openStream(url, { authorization: `Bearer ${login.body.accessToken}` });
    try {
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready');
    } finally {
      stream.close();
    }
  });
});
