import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { AccessTokenVerifier } from './access-token.verifier.js';
import { keyIdOf } from './jwt-keys.js';
import { fixedAccessTokenKeys } from '../testing/test-access-token-keys.js';

const keys = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const jwt = new JwtService({});
const claims = { sub: '6f1c1f4e-9b1a-4c1e-8d59-2f7f6a9e0b11', role: 'consumer', sid: 's' };
const sign = (options: Record<string, unknown> = {}) =>
  jwt.signAsync(claims, {
    privateKey: keys.privateKey,
    algorithm: 'ES256',
    audience: 'ihe-market',
    issuer: 'ihe-identity',
    expiresIn: 60,
    keyid: keyIdOf(keys.publicKey),
    ...options,
  });

describe('AccessTokenVerifier', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('checks the signature once per token and answers the same claims again from memory', async () => {
    const verifier = new AccessTokenVerifier(jwt, fixedAccessTokenKeys(keys.publicKey));
    const checks = jest.spyOn(jwt, 'verifyAsync');
    const token = await sign();
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);
    expect(second).toEqual(first);
    expect(first).toMatchObject(claims);
    expect(checks).toHaveBeenCalledTimes(1);
    checks.mockRestore();
  });

  it('refuses a remembered token once it has expired', async () => {
    const verifier = new AccessTokenVerifier(jwt, fixedAccessTokenKeys(keys.publicKey));
    const token = await sign({ expiresIn: 2 });
    await expect(verifier.verify(token)).resolves.toMatchObject(claims);
    jest.useFakeTimers({ now: Date.now() + 3000, doNotFake: ['nextTick', 'setImmediate'] });
    await expect(verifier.verify(token)).rejects.toThrow();
  });

  it('does not remember a refused token: a bad signature fails every time', async () => {
    const verifier = new AccessTokenVerifier(jwt, fixedAccessTokenKeys(keys.publicKey));
    const token = await sign();
    const forged = `${token.slice(0, -4)}AAAA`;
    await expect(verifier.verify(forged)).rejects.toThrow();
    await expect(verifier.verify(forged)).rejects.toThrow();
    await expect(verifier.verify(token)).resolves.toMatchObject(claims);
  });
});
