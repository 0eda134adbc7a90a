import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { signupBody, sleep, startTestIdentity, type TestIdentity } from './identity-test-app.js';

interface LoginBody {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
  user: { id: string; lastLogin: string | null; email: string };
}

describe('identity login, lockout and sessions', () => {
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

  async function newUser() {
    const body = signupBody('consumer');
    const created = await identity.call<{ user: { id: string } }>('POST', '/api/v1/auth/signup', body);
    expect(created.status).toBe(201);
    return { email: body.email, password: body.password, id: created.body.user.id };
  }

  const login = (email: string, password: string) =>
    identity.call<LoginBody & { message?: string; attemptsRemaining?: number }>(
      'POST',
      '/api/v1/auth/login',
      { email, password },
    );

  it('logs in with a trimmed, upper-case email, records last_login and returns tokens', async () => {
    const user = await newUser();
    const answer = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(answer.status).toBe(200);
    expect(answer.body.accessToken.split('.')).toHaveLength(3);
    expect(answer.body.refreshToken).toContain('.');
    expect(new Date(answer.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(answer.body.user.lastLogin).not.toBeNull();
    // The login time leaves identity as user.logged-in (analytics shows it in the admin's user rows).
    const events: { payload: { payload: unknown } }[] = await db.query(
      `SELECT payload FROM outbox WHERE name = 'user.logged-in' AND payload->'payload'->>'userId' = $1`,
      [user.id],
    );
    expect(events.map((event) => event.payload.payload)).toEqual([
      { userId: user.id, role: 'consumer', at: answer.body.user.lastLogin },
    ]);
    const me = await identity.call<{ id: string }>('GET', '/api/v1/me', undefined, answer.body.accessToken);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it('checks login input on the server', async () => {
    expect(await identity.call('POST', '/api/v1/auth/login', {})).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Email and password are required' },
    });
    expect((await login('not-an-email', 'Secret123')).body.message).toBe('Invalid email format');
    expect((await login('ada@farm.ng', '12345')).body.message).toBe('Password must be at least 6 characters');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const user = await newUser();
    const wrong = await login(user.email, 'WrongPass1');
    const unknown = await login(`nobody.${Date.now()}@farm.ng`, 'WrongPass1');
    expect(wrong).toEqual({
      status: 401,
      body: { statusCode: 401, message: 'Invalid email or password', attemptsRemaining: 4 },
    });
    expect(unknown).toEqual(wrong);
  });

  it('checks at most 5 of 25 parallel wrong passwords; the other 20 are refused unchecked', async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(user.email, `WrongPass${i}`)),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(21);
    expect((await login(user.email, user.password)).status).toBe(429);
  });

  it('locks an email for 15 minutes after 5 failures, even for the right password', async () => {
    const user = await newUser();
    const remaining: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await login(user.email, 'WrongPass1');
      expect(answer.status).toBe(401);
      remaining.push(answer.body.attemptsRemaining!);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);
    const fifth = await login(user.email, 'WrongPass1');
    expect(fifth).toEqual({
      status: 429,
      body: {
        statusCode: 429,
        message: 'Too many failed attempts. Account locked for 15 minutes.',
        lockedForMinutes: 15,
        attemptsRemaining: 0,
      },
    });
    const right = await login(user.email, user.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many failed attempts. Account locked for 15 minutes.');
    // Other emails are not affected.
    const other = await newUser();
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  it('clears the failure count after a successful login', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) await login(user.email, 'WrongPass1');
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(user.email, 'WrongPass1')).body.attemptsRemaining).toBe(4);
  });

  it('refuses a login whose profile row is missing with the configuration error', async () => {
    const user = await newUser();
    await db.query('DELETE FROM profiles WHERE id = $1', [user.id]);
    expect(await login(user.email, user.password)).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'Account configuration error. Please contact support.' },
    });
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const user = await newUser();
    const first = (await login(user.email, user.password)).body;
    const second = await identity.call<LoginBody>('POST', '/api/v1/auth/refresh', {
      refreshToken: first.refreshToken,
    });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(second.body.user.id).toBe(user.id);
    // The spent token presented again: refused, and the family (including the new token) is revoked.
    const reuse = await identity.call('POST', '/api/v1/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    const afterReuse = await identity.call('POST', '/api/v1/auth/refresh', {
      refreshToken: second.body.refreshToken,
    });
    expect(afterReuse.status).toBe(401);
    // The family's access tokens are refused at once too.
    expect((await identity.call('GET', '/api/v1/me', undefined, second.body.accessToken)).status).toBe(401);
    // Another login (another family) is unaffected.
    const other = (await login(user.email, user.password)).body;
    expect(
      (await identity.call('POST', '/api/v1/auth/refresh', { refreshToken: other.refreshToken })).status,
    ).toBe(200);
  });

  it('lets exactly one of two concurrent refreshes with the same token win', async () => {
    const user = await newUser();
    const session = (await login(user.email, user.password)).body;
    const answers = await Promise.all(
      [1, 2].map(() => identity.call('POST', '/api/v1/auth/refresh', { refreshToken: session.refreshToken })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('expires a refresh token left unused for the idle period', async () => {
    const user = await newUser();
    process.env.REFRESH_IDLE_MS = '300';
    const session = (await login(user.email, user.password)).body;
    delete process.env.REFRESH_IDLE_MS;
    await sleep(400);
    const answer = await identity.call('POST', '/api/v1/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(answer).toEqual({
      status: 401,
      body: { statusCode: 401, message: 'Session expired. Please login again.' },
    });
  });

  it('revokes the session on logout: its access token is refused at once, other sessions go on', async () => {
    const user = await newUser();
    const session = (await login(user.email, user.password)).body;
    const otherDevice = (await login(user.email, user.password)).body;
    expect((await identity.call('GET', '/api/v1/me', undefined, session.accessToken)).status).toBe(200);
    const out = await identity.call(
      'POST',
      '/api/v1/auth/logout',
      { refreshToken: session.refreshToken },
      session.accessToken,
    );
    expect(out.status).toBe(204);
    expect(
      (await identity.call('POST', '/api/v1/auth/refresh', { refreshToken: session.refreshToken })).status,
    ).toBe(401);
    expect((await identity.call('POST', '/api/v1/auth/logout', {})).status).toBe(401);
    expect(await identity.call('GET', '/api/v1/me', undefined, session.accessToken)).toEqual({
      status: 401,
      body: { statusCode: 401, message: 'Your session has expired. Please login again.' },
    });
    expect((await identity.call('GET', '/api/v1/me', undefined, otherDevice.accessToken)).status).toBe(200);
  });

  it('rejects garbage and forged tokens', async () => {
    expect((await identity.call('GET', '/api/v1/me', undefined, 'not.a.token')).status).toBe(401);
    expect((await identity.call('POST', '/api/v1/auth/refresh', { refreshToken: 'abc' })).status).toBe(401);
    const forged =
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url') +
      '.' +
      Buffer.from(
        JSON.stringify({ sub: 'x', role: 'admin', aud: 'ihe-market', iss: 'ihe-identity' }),
      ).toString('base64url') +
      '.';
    expect((await identity.call('GET', '/api/v1/me', undefined, forged)).status).toBe(401);
  });
});
