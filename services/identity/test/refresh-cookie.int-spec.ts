import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { signupBody, startTestIdentity, type TestIdentity } from './identity-test-app.js';

interface LoginBody {
  accessToken: string;
  refreshToken: string;
  user: { id: string };
  message?: string;
}

interface Answer {
  status: number;
  body: LoginBody;
  setCookie: string[];
}

const DAY_S = 24 * 60 * 60;

/** The attributes of one Set-Cookie line, lower-cased names; `value` is the cookie's value. */
function cookieParts(line: string): { value: string; attrs: Record<string, string> } {
  const [pair, ...rest] = line.split(';').map((part) => part.trim());
  const attrs = Object.fromEntries(
    rest.map((part) => {
      const [name, value = ''] = part.split('=');
      return [name!.toLowerCase(), value];
    }),
  );
  return { value: pair!.slice(pair!.indexOf('=') + 1), attrs };
}

describe('identity refresh-token cookie and absolute session lifetime', () => {
  let env: ServiceTestEnv;
  let identity: TestIdentity;
  let db: DataSource;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    identity = await startTestIdentity();
    db = identity.app.get(DataSource);
  });

  afterAll(async () => {
    await identity?.app.close();
    await env?.cleanup();
  });

  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${identity.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as LoginBody,
      setCookie: response.headers.getSetCookie(),
    };
  }

  async function loggedIn(): Promise<Answer> {
    const signup = signupBody('consumer');
    expect((await identity.call('POST', '/api/v1/auth/signup', signup)).status).toBe(201);
    const answer = await post('/api/v1/auth/login', { email: signup.email, password: signup.password });
    expect(answer.status).toBe(200);
    return answer;
  }

  const refreshWithCookie = (token: string) =>
    post('/api/v1/auth/refresh', {}, { cookie: `theme=dark; ihe_refresh=${token}` });

  it('sets the refresh token as an HttpOnly, Secure, SameSite=Strict cookie for the auth routes on login', async () => {
    const login = await loggedIn();
    expect(login.setCookie).toHaveLength(1);
    const { value, attrs } = cookieParts(login.setCookie[0]!);
    expect(login.setCookie[0]!.startsWith('ihe_refresh=')).toBe(true);
    expect(value).toBe(login.body.refreshToken);
    expect(attrs).toMatchObject({ httponly: '', secure: '', samesite: 'Strict', path: '/api/v1/auth' });
    // The session's lifetime: 24 h without use.
    expect(Number(attrs['max-age'])).toBeGreaterThan(DAY_S - 5);
    expect(Number(attrs['max-age'])).toBeLessThanOrEqual(DAY_S);
  });

  it('refreshes from the cookie alone and rotates it; a reused cookie revokes the family', async () => {
    const login = await loggedIn();
    const first = await refreshWithCookie(login.body.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.user.id).toBe(login.body.user.id);
    const rotated = cookieParts(first.setCookie[0]!);
    expect(rotated.value).toBe(first.body.refreshToken);
    expect(rotated.value).not.toBe(login.body.refreshToken);
    expect(rotated.attrs).toMatchObject({
      httponly: '',
      secure: '',
      samesite: 'Strict',
      path: '/api/v1/auth',
    });

    // The spent cookie again: refused, the browser is told to drop it, and the whole family ends.
    const reuse = await refreshWithCookie(login.body.refreshToken);
    expect(reuse.status).toBe(401);
    expect(cookieParts(reuse.setCookie[0]!)).toMatchObject({ value: '', attrs: { 'max-age': '0' } });
    expect((await refreshWithCookie(rotated.value)).status).toBe(401);
    expect((await identity.call('GET', '/api/v1/me', undefined, first.body.accessToken)).status).toBe(401);
  });

  it('prefers the body token of a non-browser client and needs one of the two', async () => {
    const login = await loggedIn();
    const viaBody = await post(
      '/api/v1/auth/refresh',
      { refreshToken: login.body.refreshToken },
      { cookie: 'ihe_refresh=0b9d2a34-0000-4000-8000-000000000000.stale' },
    );
    expect(viaBody.status).toBe(200);
    // A refused body token says nothing about the browser's cookie: it is left alone.
    const refusedBody = await post(
      '/api/v1/auth/refresh',
      { refreshToken: login.body.refreshToken },
      { cookie: `ihe_refresh=${viaBody.body.refreshToken}` },
    );
    expect(refusedBody.status).toBe(401);
    expect(refusedBody.setCookie).toEqual([]);
    expect(await post('/api/v1/auth/refresh', {})).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'refreshToken is required' },
    });
  });

  it('logout revokes the cookie’s session and clears the cookie', async () => {
    const login = await loggedIn();
    const out = await post(
      '/api/v1/auth/logout',
      {},
      { cookie: `ihe_refresh=${login.body.refreshToken}`, authorization: `Bearer ${login.body.accessToken}` },
    );
    expect(out.status).toBe(204);
    const cleared = cookieParts(out.setCookie[0]!);
    expect(cleared).toMatchObject({ value: '', attrs: { 'max-age': '0', path: '/api/v1/auth' } });
    expect((await refreshWithCookie(login.body.refreshToken)).status).toBe(401);
  });

  it('ends a session 30 days after its login however active it was', async () => {
    const login = await loggedIn();
    const familyOf = (token: string) => token.split('.')[0];
    const backdate = (days: number, token: string) =>
      db.query(
        `UPDATE refresh_sessions SET family_started_at = now() - make_interval(secs => $1)
          WHERE family_id = (SELECT family_id FROM refresh_sessions WHERE id = $2)`,
        [days * DAY_S, familyOf(token)],
      );

    // 29.5 days in: still refreshable, but the new cookie lives only until the 30 days are up (~12 h).
    await backdate(29.5, login.body.refreshToken);
    const late = await refreshWithCookie(login.body.refreshToken);
    expect(late.status).toBe(200);
    const maxAge = Number(cookieParts(late.setCookie[0]!).attrs['max-age']);
    expect(maxAge).toBeGreaterThan(DAY_S / 2 - 60);
    expect(maxAge).toBeLessThanOrEqual(DAY_S / 2);

    // Past 30 days: the spec's session-expired answer, though the token was used minutes ago.
    await backdate(30.01, late.body.refreshToken);
    const expired = await refreshWithCookie(late.body.refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ statusCode: 401, message: 'Session expired. Please login again.' });
    expect((await identity.call('GET', '/api/v1/me', undefined, late.body.accessToken)).status).toBe(401);
  });

  it('records a new family’s start at login and keeps it across rotations', async () => {
    const login = await loggedIn();
    const next = await refreshWithCookie(login.body.refreshToken);
    const rows: Array<{ started: Date; created: Date }> = await db.query(
      `SELECT family_started_at AS started, created_at AS created FROM refresh_sessions
        WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
      [[login.body.refreshToken, next.body.refreshToken].map((token) => token.split('.')[0])],
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]!.started.getTime()).toBe(rows[0]!.started.getTime());
    expect(Math.abs(rows[0]!.started.getTime() - rows[0]!.created.getTime())).toBeLessThan(5000);
  });
});
