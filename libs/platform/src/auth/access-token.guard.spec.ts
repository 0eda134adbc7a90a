import { generateKeyPairSync } from 'node:crypto';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import {
  ForbiddenException,
  ServiceUnavailableException,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { AccessTokenGuard } from './access-token.guard.js';
import { AccessTokenVerifier } from './access-token.verifier.js';
import { AccessTokenStrategy } from './access-token.strategy.js';
import { TokenKeysUnavailableError, type AccessTokenKeys } from './access-token-keys.js';
import { IS_PUBLIC, REQUIRED_ROLES } from './auth.decorators.js';
import { SessionRevocations } from './session-revocations.js';
import { MemoryKeyValueStore } from '../key-value/memory-key-value-store.js';
import { keyIdOf } from './jwt-keys.js';
import { fixedAccessTokenKeys } from '../testing/test-access-token-keys.js';

const pair = () =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const keys = pair();
const jwt = new JwtService({});

function contextWith(headers: Record<string, string>, metadata: Record<string, unknown> = {}) {
  const request: { headers: Record<string, string>; user?: unknown } = { headers };
  const handler = () => undefined;
  for (const [key, value] of Object.entries(metadata)) Reflect.defineMetadata(key, value, handler);
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
  return { context, request };
}

const sign = (claims: object, options: Record<string, unknown> = {}, privateKey = keys.privateKey) =>
  jwt.signAsync(claims, {
    privateKey,
    algorithm: 'ES256',
    audience: 'ihe-market',
    issuer: 'ihe-identity',
    expiresIn: 60,
    keyid: keyIdOf(keys.publicKey),
    ...options,
  });

const claims = {
  sub: '6f1c1f4e-9b1a-4c1e-8d59-2f7f6a9e0b11',
  role: 'consumer',
  email: 'a@farm.ng',
  approved: true,
  sid: 'x',
};

describe('AccessTokenGuard', () => {
  const store = new MemoryKeyValueStore();
  const revocations = new SessionRevocations(store);
  const published = fixedAccessTokenKeys(keys.publicKey);
  const verifier = new AccessTokenVerifier(jwt, published);
  const guardWith = (tokenKeys: AccessTokenKeys, list: SessionRevocations, memory = verifier) =>
    new AccessTokenGuard(new Reflector(), memory, new AccessTokenStrategy(tokenKeys, list));
  const guard = guardWith(published, revocations);

  afterAll(() => store.close());

  it('lets public routes through without a token', async () => {
    const { context } = contextWith({}, { [IS_PUBLIC]: true });
    await expect(guard.canActivate(context)).resolves.toBe(true);
  });

  it('accepts a valid token and exposes its claims', async () => {
    const { context, request } = contextWith({ authorization: `Bearer ${await sign(claims)}` });
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request.user).toMatchObject(claims);
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic abc' }],
    ['garbage', { authorization: 'Bearer not-a-token' }],
  ])('refuses %s with 401', async (_name, headers) => {
    const { context } = contextWith(headers as Record<string, string>);
    await expect(guard.canActivate(context)).rejects.toThrow(UnauthorizedException);
  });

  it('refuses expired tokens, other keys, other audiences and other algorithms', async () => {
    const cases = [
      await sign(claims, { expiresIn: -10 }),
      await sign(claims, {}, pair().privateKey),
      await sign(claims, { audience: 'someone-else' }),
      await sign(claims, { issuer: 'someone-else' }),
      await jwt.signAsync(claims, {
        secret: 'shared-secret',
        algorithm: 'HS256',
        keyid: keyIdOf(keys.publicKey),
        audience: 'ihe-market',
        issuer: 'ihe-identity',
      }),
    ];
    for (const token of cases) {
      const { context } = contextWith({ authorization: `Bearer ${token}` });
      await expect(guard.canActivate(context)).rejects.toThrow(UnauthorizedException);
    }
  });

  it('checks @Roles with the spec wording', async () => {
    const token = await sign(claims);
    const single = contextWith({ authorization: `Bearer ${token}` }, { [REQUIRED_ROLES]: ['admin'] });
    await expect(guard.canActivate(single.context)).rejects.toThrow(
      new ForbiddenException('Access denied. Supreme Admin role required.'),
    );
    const several = contextWith(
      { authorization: `Bearer ${token}` },
      { [REQUIRED_ROLES]: ['vendor', 'admin'] },
    );
    await expect(guard.canActivate(several.context)).rejects.toThrow(
      'Access denied. Required roles: vendor, admin',
    );
    const allowed = contextWith({ authorization: `Bearer ${token}` }, { [REQUIRED_ROLES]: ['consumer'] });
    await expect(guard.canActivate(allowed.context)).resolves.toBe(true);
  });

  it('refuses a token of a revoked session at once, although the verifier remembers it', async () => {
    const mine = { ...claims, sid: 'session-to-end' };
    const token = await sign(mine);
    const other = await sign({ ...claims, sid: 'another-session' });
    await expect(guard.canActivate(contextWith({ authorization: `Bearer ${token}` }).context)).resolves.toBe(
      true,
    );
    const checks = jest.spyOn(published, 'publicKeyFor');
    await revocations.revoke(['session-to-end']);
    const { context, request } = contextWith({ authorization: `Bearer ${token}` });
    await expect(guard.canActivate(context)).rejects.toThrow(
      new UnauthorizedException('Your session has expired. Please login again.'),
    );
    expect(request.user).toBeUndefined();
    // Answered from the verifier's memory: the revocation is checked on top of it, not skipped.
    expect(checks).not.toHaveBeenCalled();
    checks.mockRestore();
    // Other sessions go on working.
    await expect(guard.canActivate(contextWith({ authorization: `Bearer ${other}` }).context)).resolves.toBe(
      true,
    );
  });

  it('keeps a revocation as long as an access token lives (plus clock slack)', async () => {
    await revocations.revoke(['lifetime-check']);
    const ttl = await store.ttlMs('auth:revoked-session:lifetime-check');
    expect(ttl).toBeGreaterThan(15 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(16 * 60 * 1000);
  });

  it('refuses a token without a session id', async () => {
    const { sid: _sid, ...withoutSession } = claims;
    const { context } = contextWith({ authorization: `Bearer ${await sign(withoutSession)}` });
    await expect(guard.canActivate(context)).rejects.toThrow(UnauthorizedException);
  });

  it('fails closed (503) when the revocation list cannot be read', async () => {
    const broken = new MemoryKeyValueStore();
    jest.spyOn(broken, 'get').mockRejectedValue(new Error('Connection is closed.'));
    const strict = guardWith(published, new SessionRevocations(broken));
    const token = await sign(claims);
    await expect(
      strict.canActivate(contextWith({ authorization: `Bearer ${token}` }).context),
    ).rejects.toThrow(ServiceUnavailableException);
    // A token passport verified is remembered, yet its session is checked again: still 503, not let through.
    await expect(
      strict.canActivate(contextWith({ authorization: `Bearer ${token}` }).context),
    ).rejects.toThrow(ServiceUnavailableException);
    await broken.close();
  });

  it('verifies a new token once with passport and answers it from the shared memory afterwards', async () => {
    const lookups = jest.spyOn(published, 'publicKeyFor');
    const token = await sign({ ...claims, sid: 'remembered' });
    for (let i = 0; i < 3; i += 1) {
      const { context, request } = contextWith({ authorization: `Bearer ${token}` });
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(request.user).toMatchObject({ sid: 'remembered' });
    }
    expect(lookups).toHaveBeenCalledTimes(1);
    // The gateway's proxy, verifying outside the guard, finds it in the same memory.
    expect(verifier.remembered(token)).toMatchObject({ sid: 'remembered' });
    lookups.mockRestore();
  });

  it('refuses a header that is not ES256 with a key id before any key lookup', async () => {
    const lookups = jest.spyOn(published, 'publicKeyFor');
    const header = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = header({ ...claims, aud: 'ihe-market', iss: 'ihe-identity', exp: Date.now() / 1000 + 60 });
    for (const token of [
      `${header({ alg: 'none', kid: keyIdOf(keys.publicKey) })}.${body}.`,
      `${header({ alg: 'ES256' })}.${body}.c2ln`,
      `${header({ alg: 'RS256', kid: 'k' })}.${body}.c2ln`,
    ]) {
      const { context } = contextWith({ authorization: `Bearer ${token}` });
      await expect(guard.canActivate(context)).rejects.toThrow(
        new UnauthorizedException('Your session has expired. Please login again.'),
      );
    }
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
  });

  it('answers 503, not 401, when the published keys cannot be fetched', async () => {
    const unreachable: AccessTokenKeys = {
      publicKeyFor: async () => {
        throw new TokenKeysUnavailableError(new Error('connect ECONNREFUSED'));
      },
    };
    const blind = guardWith(unreachable, revocations, new AccessTokenVerifier(jwt, unreachable));
    const { context } = contextWith({ authorization: `Bearer ${await sign(claims)}` });
    await expect(blind.canActivate(context)).rejects.toThrow(ServiceUnavailableException);
  });
});
