import 'reflect-metadata';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import { AccessTokenGuard } from '../src/auth/access-token.guard.js';
import { AccessTokenVerifier } from '../src/auth/access-token.verifier.js';
import { AccessTokenStrategy } from '../src/auth/access-token.strategy.js';
import { SessionRevocations } from '../src/auth/session-revocations.js';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, keyIdOf } from '../src/auth/jwt-keys.js';
import { fixedAccessTokenKeys } from '../src/testing/test-access-token-keys.js';
import { RedisKeyValueStore } from '../src/key-value/redis-key-value-store.js';

const redisUrl = process.env.REDIS_URL as string;
const prefix = `revocations-${randomBytes(4).toString('hex')}:`;

function contextWith(token: string): ExecutionContext {
  const request = { headers: { authorization: `Bearer ${token}` } };
  return {
    getType: () => 'http',
    getHandler: () => () => undefined,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
}

/** Two processes' guards sharing one Redis: a session ended through one is refused by the other at once. */
describe('session revocation list in Redis', () => {
  const identityStore = new RedisKeyValueStore({ url: redisUrl, prefix });
  const serviceStore = new RedisKeyValueStore({ url: redisUrl, prefix });
  const redis = new Redis(redisUrl);
  const jwt = new JwtService({});
  const keys = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

  afterAll(async () => {
    await identityStore.close();
    await serviceStore.close();
    redis.disconnect();
  });

  it("refuses the ended session's token in another process and keeps the entry for a token's lifetime", async () => {
    const sid = randomUUID();
    const token = await jwt.signAsync(
      { sub: randomUUID(), role: 'sales_manager', email: 'sm@farm.ng', approved: true, sid },
      {
        privateKey: keys.privateKey,
        algorithm: JWT_ALGORITHM,
        audience: JWT_AUDIENCE,
        issuer: JWT_ISSUER,
        keyid: keyIdOf(keys.publicKey),
        expiresIn: 60,
      },
    );
    const published = fixedAccessTokenKeys(keys.publicKey);
    const guard = new AccessTokenGuard(
      new Reflector(),
      new AccessTokenVerifier(jwt, published),
      new AccessTokenStrategy(published, new SessionRevocations(serviceStore)),
    );
    await expect(guard.canActivate(contextWith(token))).resolves.toBe(true);

    await new SessionRevocations(identityStore).revoke([sid]);

    await expect(guard.canActivate(contextWith(token))).rejects.toThrow(UnauthorizedException);
    const ttl = await redis.pttl(`${prefix}auth:revoked-session:${sid}`);
    expect(ttl).toBeGreaterThan(15 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(16 * 60 * 1000);
  });
});
