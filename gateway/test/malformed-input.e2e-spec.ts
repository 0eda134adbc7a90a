import { describe, expect, it } from '@jest/globals';
import { api, consumerSignup, uniqueEmail } from './api-client.js';

const huge = 'x'.repeat(5000);

/** Sign-up bodies that must each be refused with a clear 4xx; each carries its own fresh email. */
function malformedSignups(): Array<[string, unknown, string]> {
  const s = (patch: Record<string, unknown>) => consumerSignup({ email: uniqueEmail('bad'), ...patch });
  const without = (field: string) => {
    const body: Record<string, unknown> = s({});
    delete body[field];
    return body;
  };
  return [
    ['email missing', without('email'), 'Email is required'],
    ['password missing', without('password'), 'Password is required'],
    ['first name missing', without('firstName'), 'First name is required'],
    ['last name missing', without('lastName'), 'Last name is required'],
    ['phone missing', without('phone'), 'Phone number is required'],
    ['acceptTerms missing', without('acceptTerms'), 'You must accept the terms and conditions'],
    ['email a number', s({ email: 12345 }), 'Email must be text'],
    ['email an object', s({ email: { a: 1 } }), 'Email must be text'],
    ['email an array', s({ email: ['a@b.ng'] }), 'Email must be text'],
    ['email null', s({ email: null }), 'Email is required'],
    ['email malformed', s({ email: 'farm.ng' }), 'Invalid email format'],
    ['email huge', s({ email: `${huge}@farm.ng` }), 'Invalid email format'],
    ['password a number', s({ password: 12345678 }), 'Password must be text'],
    ['password short', s({ password: 'Ab1' }), 'Password must be at least 8 characters long'],
    ['password huge', s({ password: `Ab1${huge}` }), 'Password must not exceed 128 characters'],
    [
      'password no digit',
      s({ password: 'HarvestTime' }),
      'Password must contain uppercase, lowercase, and numeric characters',
    ],
    [
      'password common',
      s({ password: 'password123' }),
      'Password is too common. Please choose a more unique password.',
    ],
    ['first name a boolean', s({ firstName: true }), 'First name must be text'],
    ['first name huge', s({ firstName: huge }), 'First name must not exceed 50 characters'],
    ['first name digits', s({ firstName: 'B0la' }), 'First name contains invalid characters'],
    ['first name one letter', s({ firstName: 'B' }), 'First name must be at least 2 characters long'],
    ['last name an array', s({ lastName: ['Ade'] }), 'Last name must be text'],
    ['last name symbols', s({ lastName: 'Ade<script>' }), 'Last name contains invalid characters'],
    ['phone a number', s({ phone: 2348031234567 }), 'Phone number must be text'],
    ['phone letters', s({ phone: '+234803ABCDEF' }), 'Invalid phone number format'],
    ['phone leading zero', s({ phone: '08031234567' }), 'Invalid phone number format'],
    ['phone huge', s({ phone: `+234${'1'.repeat(500)}` }), 'Invalid phone number format'],
    ['role unknown', s({ role: 'farmer' }), 'Invalid role specified'],
    ['role admin', s({ role: 'admin' }), 'Invalid role specified'],
    ['role a number', s({ role: 3 }), 'Invalid role specified'],
    [
      'delivery address huge',
      s({ deliveryAddress: huge }),
      'Delivery address must not exceed 200 characters',
    ],
    ['delivery address an object', s({ deliveryAddress: { street: 'x' } }), 'Delivery address must be text'],
    ['business name huge', s({ businessName: huge }), 'Business name must not exceed 100 characters'],
    [
      'business address huge',
      s({ businessAddress: huge }),
      'Business address must not exceed 200 characters',
    ],
    ['company id huge', s({ companyId: huge }), 'Company ID must not exceed 50 characters'],
    ['isFarmer a string', s({ isFarmer: 'yes' }), 'isFarmer must be true or false'],
    ['acceptTerms a string', s({ acceptTerms: 'true' }), 'You must accept the terms and conditions'],
    ['acceptTerms false', s({ acceptTerms: false }), 'You must accept the terms and conditions'],
    ['unknown field', s({ isAdmin: true }), 'Unknown field: isAdmin'],
    ['unknown field role-like', s({ is_approved: true }), 'Unknown field: is_approved'],
    ['email with a space inside', s({ email: 'ada okafor@farm.ng' }), 'Invalid email format'],
    ['names as nested objects', s({ firstName: { first: 'Ada' } }), 'First name must be text'],
  ];
}

describe('malformed bodies are refused with a clear 4xx and create nothing', () => {
  it('refuses 40+ malformed sign-up bodies', async () => {
    const cases = malformedSignups();
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const [name, body, message] of cases) {
      const answer = await api<{ statusCode: number; message: string }>('POST', '/api/v1/auth/signup', {
        body,
      });
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect(answer.body.statusCode).toBe(400);
      expect({ name, message: answer.body.message }).toEqual({ name, message });
    }
    // Nothing was created: every email used above can still sign up.
    for (const [, body] of cases) {
      const email = (body as { email?: unknown }).email;
      if (typeof email !== 'string' || email.length > 100 || !/^[\w.]+@farm\.ng$/.test(email)) continue;
      const clean = await api('POST', '/api/v1/auth/signup', { body: consumerSignup({ email }) });
      expect({ email, status: clean.status }).toEqual({ email, status: 201 });
    }
  });

  it('refuses broken JSON, wrong content and oversized bodies', async () => {
    const broken = await api('POST', '/api/v1/auth/signup', { body: '{"email": "a@b.ng", ', headers: {} });
    expect(broken).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Malformed JSON body' } });
    const notJson = await fetch(`${process.env.BASE_URL}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@b.ng',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ statusCode: 400, message: 'Email and password are required' });
    const oversized = await api('POST', '/api/v1/auth/signup', {
      body: { ...consumerSignup(), deliveryAddress: 'x'.repeat(2_000_000) },
    });
    expect(oversized.status).toBe(413);
    expect(oversized.body).toEqual({ statusCode: 413, message: 'Request body is too large' });
    const array = await api('POST', '/api/v1/auth/login', { body: [1, 2, 3] });
    expect(array.status).toBe(400);
  });

  it('refuses malformed login, refresh and profile bodies', async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/v1/auth/login', { email: 5, password: 'Harvest2026' }, 'Email must be text'],
      [
        'POST',
        '/api/v1/auth/login',
        { email: 'a@farm.ng', password: 'Harvest2026', remember: true },
        'Unknown field: remember',
      ],
      ['POST', '/api/v1/auth/login', { email: 'a@farm.ng' }, 'Email and password are required'],
      ['POST', '/api/v1/auth/refresh', {}, 'refreshToken is required'],
      ['POST', '/api/v1/auth/refresh', { refreshToken: 42 }, 'refreshToken must be text'],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await api(method, path, { body });
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({
        path,
        status: 400,
        message,
      });
    }
    const user = consumerSignup();
    await api('POST', '/api/v1/auth/signup', { body: user });
    const login = await api<{ accessToken: string }>('POST', '/api/v1/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const before = await api('GET', '/api/v1/me', { token: login.body.accessToken });
    for (const [body, message] of [
      [{ firstName: 7 }, 'First name must be text'],
      [{ phone: '123' }, 'Phone number must be at least 10 characters'],
      [{ role: 'admin' }, 'Unknown field: role'],
      [{ city: huge }, 'City must not exceed 50 characters'],
    ] as const) {
      const answer = await api('PATCH', '/api/v1/me', { token: login.body.accessToken, body });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    expect((await api('GET', '/api/v1/me', { token: login.body.accessToken })).body).toEqual(before.body);
  });
});
