import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import {
  observeEvents,
  signupBody,
  startTestIdentity,
  waitFor,
  type TestIdentity,
} from './identity-test-app.js';

describe('identity profile (GET/PATCH /api/v1/me)', () => {
  let env: ServiceTestEnv;
  let identity: TestIdentity;
  let events: EventEnvelope[];

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    identity = await startTestIdentity();
    events = await observeEvents(identity.app, ['user.profile-updated']);
  });

  afterAll(async () => {
    await identity?.app.close();
    await env?.cleanup();
  });

  async function signedIn() {
    const body = signupBody('consumer');
    await identity.call('POST', '/api/v1/auth/signup', body);
    const login = await identity.call<{ accessToken: string; user: { id: string } }>(
      'POST',
      '/api/v1/auth/login',
      {
        email: body.email,
        password: body.password,
      },
    );
    return { token: login.body.accessToken, id: login.body.user.id, email: body.email };
  }

  it('updates names, phone, address, city and state and emits user.profile-updated', async () => {
    const user = await signedIn();
    const answer = await identity.call<{ user: Record<string, unknown>; emailChangePending: boolean }>(
      'PATCH',
      '/api/v1/me',
      {
        firstName: 'Ngozi',
        lastName: 'Bello',
        phone: '0803 222 3333',
        address: '4 Marina Road, Lagos Island',
        city: 'Ibadan',
        state: 'Oyo',
      },
      user.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.emailChangePending).toBe(false);
    expect(answer.body.user).toMatchObject({
      fullName: 'Ngozi Bello',
      firstName: 'Ngozi',
      lastName: 'Bello',
      phoneNumber: '08032223333',
      deliveryAddress: '4 Marina Road, Lagos Island',
      city: 'Ibadan',
      state: 'Oyo',
    });
    await waitFor(() => events.some((e) => (e.payload as { userId: string }).userId === user.id));
    const event = events.find((e) => (e.payload as { userId: string }).userId === user.id)!;
    expect(event.payload).toMatchObject({ changed: { fullName: 'Ngozi Bello', phoneNumber: '08032223333' } });
  });

  it('keeps the login email until a changed email is verified', async () => {
    const user = await signedIn();
    const newEmail = `moved.${Date.now()}@farm.ng`;
    const answer = await identity.call<{ user: Record<string, unknown>; emailChangePending: boolean }>(
      'PATCH',
      '/api/v1/me',
      { email: newEmail },
      user.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.emailChangePending).toBe(true);
    expect(answer.body.user).toMatchObject({ email: user.email, pendingEmail: newEmail });
  });

  it('answers broken rules with 400 and the spec text, changing nothing', async () => {
    const user = await signedIn();
    const before = await identity.call('GET', '/api/v1/me', undefined, user.token);
    for (const [patch, message] of [
      [{ firstName: 'N' }, 'First name must be at least 2 characters'],
      [{ phone: '0803' }, 'Phone number must be at least 10 characters'],
      [{ address: 'Ikj' }, 'Address must be at least 5 characters'],
      [{ email: 'nope' }, 'Invalid email address'],
      [{ role: 'admin' }, 'Unknown field: role'],
      [{ city: 42 }, 'City must be text'],
    ] as const) {
      expect(await identity.call('PATCH', '/api/v1/me', patch, user.token)).toEqual({
        status: 400,
        body: { statusCode: 400, message },
      });
    }
    expect(await identity.call('GET', '/api/v1/me', undefined, user.token)).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    expect((await identity.call('GET', '/api/v1/me')).status).toBe(401);
    expect((await identity.call('PATCH', '/api/v1/me', { city: 'Kano' })).status).toBe(401);
  });
});
