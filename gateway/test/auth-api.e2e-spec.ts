import { describe, expect, it } from '@jest/globals';
import { api, consumerSignup, uniqueEmail } from './api-client.js';

interface Session {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
  user: { id: string; email: string; role: string; firstName: string };
}

describe(`auth and profile through the gateway (${process.env.E2E_MODE ?? 'given BASE_URL'})`, () => {
  it('signs up, logs in, reads and edits the profile, refreshes and logs out', async () => {
    const body = consumerSignup();
    const signup = await api<{ user: { id: string }; message: string }>('POST', '/api/v1/auth/signup', {
      body,
    });
    expect(signup.status).toBe(201);
    expect(signup.body.message).toBe(
      'Account created successfully! Please check your email to verify your account.',
    );

    const login = await api<Session>('POST', '/api/v1/auth/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      id: signup.body.user.id,
      email: body.email,
      role: 'consumer',
      firstName: 'Funke',
    });
    expect(login.headers.get('x-request-id')).toBeTruthy();

    const me = await api<{ email: string }>('GET', '/api/v1/me', { token: login.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(body.email);

    const patched = await api<{ user: { city: string } }>('PATCH', '/api/v1/me', {
      token: login.body.accessToken,
      body: { city: 'Abuja', state: 'FCT' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.user.city).toBe('Abuja');

    const refreshed = await api<Session>('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: login.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(login.body.refreshToken);

    const logout = await api('POST', '/api/v1/auth/logout', {
      token: refreshed.body.accessToken,
      body: { refreshToken: refreshed.body.refreshToken },
    });
    expect(logout.status).toBe(204);
    const afterLogout = await api('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: refreshed.body.refreshToken },
    });
    expect(afterLogout.status).toBe(401);
  });

  it('gives the per-role sign-up outcomes', async () => {
    const vendor = await api<{ user: { isApproved: boolean | null }; message: string }>(
      'POST',
      '/api/v1/auth/signup',
      {
        body: consumerSignup({
          role: 'vendor',
          deliveryAddress: undefined,
          businessName: 'Green Acres',
          businessAddress: 'Ogbomoso',
          isFarmer: true,
        }),
      },
    );
    expect(vendor.status).toBe(201);
    expect(vendor.body.user.isApproved).toBe(false);
    expect(vendor.body.message).toMatch(/^Vendor account created!/);
    const manager = await api<{ user: { isApproved: boolean | null }; message: string }>(
      'POST',
      '/api/v1/auth/signup',
      {
        body: consumerSignup({ role: 'sales_manager', deliveryAddress: undefined, companyId: 'SM-77' }),
      },
    );
    expect(manager.status).toBe(201);
    expect(manager.body.user.isApproved).toBeNull();
    expect(manager.body.message).toBe(
      'Account created! Please wait for admin approval before you can access sales manager features.',
    );
  });

  it('answers 409 for an existing email and 401 for wrong credentials, unknown emails alike', async () => {
    const body = consumerSignup();
    expect((await api('POST', '/api/v1/auth/signup', { body })).status).toBe(201);
    expect(await api('POST', '/api/v1/auth/signup', { body })).toMatchObject({
      status: 409,
      body: { statusCode: 409, message: 'An account with this email already exists' },
    });
    const wrong = await api('POST', '/api/v1/auth/login', {
      body: { email: body.email, password: 'NotTheOne1' },
    });
    const unknown = await api('POST', '/api/v1/auth/login', {
      body: { email: uniqueEmail('ghost'), password: 'NotTheOne1' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      message: 'Invalid email or password',
      attemptsRemaining: 4,
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an email after 5 failures with 429', async () => {
    const body = consumerSignup();
    await api('POST', '/api/v1/auth/signup', { body });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await api('POST', '/api/v1/auth/login', { body: { email: body.email, password: 'NotTheOne1' } }))
          .status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await api('POST', '/api/v1/auth/login', {
      body: { email: body.email, password: body.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed attempts. Account locked for 15 minutes.');
  });

  it('keeps protected routes closed without a valid token, at the gateway', async () => {
    expect(await api('GET', '/api/v1/me')).toMatchObject({ status: 401, body: { statusCode: 401 } });
    expect((await api('GET', '/api/v1/me', { token: 'abc.def.ghi' })).status).toBe(401);
    expect((await api('POST', '/api/v1/auth/logout', { body: {} })).status).toBe(401);
  });

  it('serves /health, the OpenAPI document and security headers', async () => {
    const health = await api<{ status: string }>('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'up' });
    const docs = await api<{ paths: Record<string, unknown> }>('GET', '/api/docs-json');
    expect(docs.status).toBe(200);
    for (const route of [
      '/api/v1/auth/signup',
      '/api/v1/auth/login',
      '/api/v1/auth/refresh',
      '/api/v1/auth/logout',
      '/api/v1/me',
      '/api/v1/events/stream',
    ])
      expect(Object.keys(docs.body.paths)).toContain(route);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers an unknown API path with a JSON 404', async () => {
    expect(await api('GET', '/api/v1/no-such-thing')).toMatchObject({
      status: 404,
      body: { statusCode: 404 },
    });
  });
});
