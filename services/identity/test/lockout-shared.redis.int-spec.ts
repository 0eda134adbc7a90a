import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PasswordHasher } from '../src/accounts/password-hasher.js';
import {
  signupBody,
  startIdentityReplicasOnRedis,
  type IdentityReplicas,
  type TestIdentity,
} from './identity-test-app.js';

/** Two identity instances sharing one Redis: the lockout of an email is one state for both. */
describe('login lockout shared through Redis', () => {
  let replicas: IdentityReplicas;
  let first: TestIdentity;
  let second: TestIdentity;
  let redis: IdentityReplicas['redis'];

  beforeAll(async () => {
    replicas = await startIdentityReplicasOnRedis();
    ({ first, second, redis } = replicas);
  });

  afterAll(() => replicas?.close());

  it('locks an email after 5 failures spread over two instances, on both', async () => {
    const body = signupBody('consumer');
    expect((await first.call('POST', '/api/v1/auth/signup', body)).status).toBe(201);
    const attempt = (instance: TestIdentity, password: string) =>
      instance.call<{ attemptsRemaining?: number; message: string }>('POST', '/api/v1/auth/login', {
        email: body.email,
        password,
      });

    expect((await attempt(first, 'WrongPass1')).body.attemptsRemaining).toBe(4);
    expect((await attempt(second, 'WrongPass1')).body.attemptsRemaining).toBe(3);
    expect((await attempt(first, 'WrongPass1')).body.attemptsRemaining).toBe(2);
    expect((await attempt(second, 'WrongPass1')).body.attemptsRemaining).toBe(1);
    expect((await attempt(first, 'WrongPass1')).status).toBe(429);

    for (const instance of [first, second]) {
      const answer = await attempt(instance, body.password);
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe('Too many failed attempts. Account locked for 15 minutes.');
    }
    // The state lives in Redis itself, under this test's key prefix, for about 15 minutes.
    const ttl = await redis.pttl(`${process.env.KV_PREFIX}:lockout:locked:${body.email}`);
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  });

  it('checks at most 5 of 50 parallel wrong passwords spread over two instances, then refuses the right one', async () => {
    const body = signupBody('consumer');
    expect((await first.call('POST', '/api/v1/auth/signup', body)).status).toBe(201);
    let checked = 0;
    for (const instance of [first, second]) {
      const hasher = instance.app.get(PasswordHasher);
      const verify = hasher.verify.bind(hasher);
      hasher.verify = (hash, password) => {
        checked += 1;
        return verify(hash, password);
      };
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? first : second).call<{ message: string }>('POST', '/api/v1/auth/login', {
          email: body.email,
          password: `WrongPass${i}`,
        }),
      ),
    );
    expect(checked).toBe(5);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(46);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(answer.body.message).toBe('Too many failed attempts. Account locked for 15 minutes.');
    const right = await first.call('POST', '/api/v1/auth/login', {
      email: body.email,
      password: body.password,
    });
    expect(right.status).toBe(429);
    expect(checked).toBe(5);
  });
});
