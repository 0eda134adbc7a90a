import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_ADMIN } from '../src/identity.settings.js';
import {
  signupBody,
  startIdentityReplicasOnRedis,
  type IdentityReplicas,
  type TestIdentity,
} from './identity-test-app.js';

interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string };
}

/** Two identity instances sharing one Redis: a session ended through one is refused by the other at once. */
describe('session revocation shared through Redis', () => {
  let replicas: IdentityReplicas;
  let first: TestIdentity;
  let second: TestIdentity;
  let redis: IdentityReplicas['redis'];

  beforeAll(async () => {
    replicas = await startIdentityReplicasOnRedis();
    ({ first, second, redis } = replicas);
  });

  afterAll(() => replicas?.close());

  async function signUpAndLogin(role: 'consumer' | 'sales_manager'): Promise<Session> {
    const body = signupBody(role);
    expect((await first.call('POST', '/api/v1/auth/signup', body)).status).toBe(201);
    const login = await first.call<Session>('POST', '/api/v1/auth/login', {
      email: body.email,
      password: body.password,
    });
    expect(login.status).toBe(200);
    return login.body;
  }

  const me = (instance: TestIdentity, token: string) => instance.call('GET', '/api/v1/me', undefined, token);

  it('refuses a logged-out access token on the other instance at once', async () => {
    const session = await signUpAndLogin('consumer');
    expect((await me(second, session.accessToken)).status).toBe(200);
    const out = await first.call(
      'POST',
      '/api/v1/auth/logout',
      { refreshToken: session.refreshToken },
      session.accessToken,
    );
    expect(out.status).toBe(204);
    expect((await me(second, session.accessToken)).status).toBe(401);
    // The entry is in Redis itself, under this test's key prefix, for about an access token's lifetime.
    const { sid } = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString()) as {
      sid: string;
    };
    const ttl = await redis.pttl(`${process.env.KV_PREFIX}:auth:revoked-session:${sid}`);
    expect(ttl).toBeGreaterThan(15 * 60 * 1000);
  });

  it("refuses a revoked sales manager's access token on the other instance at once", async () => {
    const session = await signUpAndLogin('sales_manager');
    const admin = await first.call<Session>('POST', '/api/v1/auth/login', {
      email: DEFAULT_ADMIN.email,
      password: DEFAULT_ADMIN.password,
    });
    const path = `/api/v1/admin/sales-managers/${session.user.id}`;
    expect((await first.call('POST', `${path}/approve`, undefined, admin.body.accessToken)).status).toBe(200);
    expect((await me(second, session.accessToken)).status).toBe(200);
    expect((await first.call('POST', `${path}/reject`, {}, admin.body.accessToken)).status).toBe(200);
    expect((await me(second, session.accessToken)).status).toBe(401);
  });
});
