import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { keyIdOf } from '@ihe/platform';
import { loadSigningKeys } from './signing-keys.js';

const pair = () =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

describe('loadSigningKeys', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihe-keys-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('signs with JWT_PRIVATE_KEY and publishes it first, then the previous public keys (one-line env too)', () => {
    const current = pair();
    const [older, oldest] = [pair(), pair()];
    const keys = loadSigningKeys({
      JWT_PRIVATE_KEY: current.privateKey.replace(/\n/g, '\\n'),
      JWT_PREVIOUS_PUBLIC_KEYS: `${older.publicKey}${oldest.publicKey}${current.publicKey}`,
    });
    expect(keys.current.kid).toBe(keyIdOf(current.publicKey));
    expect(createPublicKey(keys.current.privateKey).export({ format: 'jwk' })).toEqual(
      createPublicKey(current.publicKey).export({ format: 'jwk' }),
    );
    // The current key listed again as a previous one is published once.
    expect(keys.published.map((key) => key.kid)).toEqual(
      [current, older, oldest].map((key) => keyIdOf(key.publicKey)),
    );
    for (const key of keys.published)
      expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
  });

  it('makes a key once under DATA_DIR/keys outside production, readable by its owner only, and keeps it', () => {
    const first = loadSigningKeys({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'keys', 'jwt-private.pem');
    expect(readFileSync(file, 'utf8')).toContain('PRIVATE KEY');
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadSigningKeys({ DATA_DIR: dataDir }).current.kid).toBe(first.current.kid);
  });

  it('refuses to make one in production', () => {
    expect(() => loadSigningKeys({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      'identity: JWT_PRIVATE_KEY must be set in production',
    );
  });
});
