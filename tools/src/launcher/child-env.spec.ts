import { describe, expect, it } from '@jest/globals';
import { childEnv } from './child-env.js';

describe('distributed mode: each process its environment', () => {
  const base = {
    DATABASE_URL: 'postgres://db/ihe',
    IDENTITY_PORT: '4101',
    JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\n…',
    JWT_PREVIOUS_PUBLIC_KEYS: '-----BEGIN PUBLIC KEY-----\\n…',
  };

  it('gives the signing keys to identity alone', () => {
    expect(childEnv('identity', base)).toEqual(base);
    for (const name of [
      'catalog',
      'orders',
      'verification',
      'analytics',
      'notifications',
      'gateway',
    ] as const) {
      const env = childEnv(name, base);
      expect(env).not.toHaveProperty('JWT_PRIVATE_KEY');
      expect(env).not.toHaveProperty('JWT_PREVIOUS_PUBLIC_KEYS');
      expect(env).toMatchObject({
        DATABASE_URL: base.DATABASE_URL,
        JWKS_URL: 'http://127.0.0.1:4101/.well-known/jwks.json',
      });
    }
  });

  it('keeps an explicit JWKS_URL', () => {
    expect(childEnv('gateway', { ...base, JWKS_URL: 'http://keys.internal/jwks.json' }).JWKS_URL).toBe(
      'http://keys.internal/jwks.json',
    );
  });
});
