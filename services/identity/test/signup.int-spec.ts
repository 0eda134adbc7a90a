import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AUTH_MESSAGES, type EventEnvelope } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import {
  observeEvents,
  signupBody,
  sleep,
  startTestIdentity,
  waitFor,
  type TestIdentity,
} from './identity-test-app.js';

describe('identity sign-up', () => {
  let env: ServiceTestEnv;
  let identity: TestIdentity;
  let events: EventEnvelope[];
  let db: DataSource;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    identity = await startTestIdentity();
    events = await observeEvents(identity.app, ['user.registered', 'vendor.registered']);
    db = identity.app.get(DataSource);
  });

  afterAll(async () => {
    await identity?.app.close();
    await env?.cleanup();
  });

  const eventsFor = (userId: string) =>
    events.filter(
      (e) =>
        (e.payload as { userId?: string; vendorId?: string }).userId === userId ||
        (e.payload as { vendorId?: string }).vendorId === userId,
    );

  it('creates a consumer needing email verification and emits user.registered exactly once', async () => {
    const body = signupBody('consumer', { email: '  Chidi.Eze@Farm.NG ', phone: '+234 803 111 2222' });
    const answer = await identity.call<{ user: Record<string, unknown>; message: string }>(
      'POST',
      '/api/v1/auth/signup',
      body,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(AUTH_MESSAGES.signupConsumer);
    expect(answer.body.user).toMatchObject({
      email: 'chidi.eze@farm.ng',
      fullName: 'Ada Okafor',
      phoneNumber: '+2348031112222',
      role: 'consumer',
      isApproved: true,
      emailVerified: false,
      deliveryAddress: '12 Allen Avenue, Ikeja',
      city: 'Lagos',
      state: 'Lagos',
    });
    const userId = answer.body.user.id as string;
    await waitFor(() => eventsFor(userId).length >= 1);
    await sleep(500); // room for a duplicate to show up
    const mine = eventsFor(userId);
    expect(mine.map((e) => e.name)).toEqual(['user.registered']);
    expect(mine[0].payload).toMatchObject({
      userId,
      role: 'consumer',
      email: 'chidi.eze@farm.ng',
      isApproved: true,
    });
  });

  it('creates an unapproved vendor and emits user.registered and vendor.registered once each', async () => {
    const answer = await identity.call<{ user: Record<string, unknown>; message: string }>(
      'POST',
      '/api/v1/auth/signup',
      signupBody('vendor'),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(AUTH_MESSAGES.signupVendor);
    expect(answer.body.user).toMatchObject({
      role: 'vendor',
      isApproved: false,
      isFarmer: true,
      businessName: 'Okafor Farms',
    });
    const userId = answer.body.user.id as string;
    await waitFor(() => eventsFor(userId).length >= 2);
    await sleep(500);
    expect(
      eventsFor(userId)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['user.registered', 'vendor.registered']);
    const vendorEvent = eventsFor(userId).find((e) => e.name === 'vendor.registered')!;
    expect(vendorEvent.payload).toMatchObject({
      vendorId: userId,
      businessName: 'Okafor Farms',
      businessAddress: 'Km 5 Oyo Road',
      isFarmer: true,
    });
  });

  it('creates a sales manager pending approval (is_approved null)', async () => {
    const answer = await identity.call<{ user: Record<string, unknown>; message: string }>(
      'POST',
      '/api/v1/auth/signup',
      signupBody('sales_manager'),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(AUTH_MESSAGES.signupSalesManager);
    expect(answer.body.user).toMatchObject({
      role: 'sales_manager',
      isApproved: null,
      companyIdCode: 'IHE-SM-001',
    });
  });

  it('refuses a second account for the same email, whatever its case, and creates nothing', async () => {
    const body = signupBody('consumer');
    expect((await identity.call('POST', '/api/v1/auth/signup', body)).status).toBe(201);
    const before = await db.query('SELECT count(*)::int AS n FROM profiles');
    const again = await identity.call('POST', '/api/v1/auth/signup', {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(again).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'An account with this email already exists' },
    });
    expect(await db.query('SELECT count(*)::int AS n FROM profiles')).toEqual(before);
  });

  it('answers bad input with 400 and the spec message, writing nothing', async () => {
    const before = await db.query(
      'SELECT (SELECT count(*) FROM profiles)::int AS p, (SELECT count(*) FROM outbox)::int AS o',
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'password' }, 'Password is too common. Please choose a more unique password.'],
      [{ role: 'admin' }, 'Invalid role specified'],
      [{ acceptTerms: false }, 'You must accept the terms and conditions'],
      [{ phone: '0803' }, 'Invalid phone number format'],
      [{ firstName: 'J0hn' }, 'First name contains invalid characters'],
      [{ email: 'nope' }, 'Invalid email format'],
      [{ nickname: 'chief' }, 'Unknown field: nickname'],
    ];
    for (const [patch, message] of cases) {
      const answer = await identity.call('POST', '/api/v1/auth/signup', signupBody('consumer', patch));
      expect(answer).toEqual({ status: 400, body: { statusCode: 400, message } });
    }
    const after = await db.query(
      'SELECT (SELECT count(*) FROM profiles)::int AS p, (SELECT count(*) FROM outbox)::int AS o',
    );
    expect(after).toEqual(before);
  });

  it('creates the first admin from settings on start', async () => {
    const rows = await db.query(`SELECT email, role, is_approved FROM profiles WHERE role = 'admin'`);
    expect(rows).toEqual([{ email: 'admin@ihemarket.ng', role: 'admin', is_approved: true }]);
    const login = await identity.call<{ user: { role: string } }>('POST', '/api/v1/auth/login', {
      email: 'admin@ihemarket.ng',
      password: 'IheAdmin2026',
    });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
  });
});
