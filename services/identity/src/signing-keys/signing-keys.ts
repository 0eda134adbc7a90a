import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keyIdOf, publishedJwkOf, type PublishedJwk } from '@ihe/platform';

/** identity's signing keys: the newest signs, every listed one is published in the JWKS. */
export interface SigningKeys {
  /** Signs every new access token. */
  current: { kid: string; privateKey: KeyObject };
  /** The JWKS: the current key first, then the retired ones whose tokens may still be alive. */
  published: PublishedJwk[];
}
export const SIGNING_KEYS = Symbol('SIGNING_KEYS');

/** PEM from an env value that may carry literal "\n" (one-line env files). */
const pem = (value: string) => value.replace(/\\n/g, '\n');
const PEM_BLOCK = /-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g;

/**
 * Loads identity's keys (the only process holding a private key). JWT_PRIVATE_KEY (PEM, EC P-256) signs;
 * JWT_PREVIOUS_PUBLIC_KEYS (zero or more PEM public keys, one after the other) stay published so tokens
 * signed before a rotation verify until they expire. Without JWT_PRIVATE_KEY (the embedded and local
 * modes, never production) a key is generated once under DATA_DIR/keys and kept.
 */
export function loadSigningKeys(env: NodeJS.ProcessEnv = process.env): SigningKeys {
  const privateKey = createPrivateKey(
    env.JWT_PRIVATE_KEY ? pem(env.JWT_PRIVATE_KEY) : localPrivateKeyPem(env),
  );
  const previous = (pem(env.JWT_PREVIOUS_PUBLIC_KEYS ?? '').match(PEM_BLOCK) ?? []).map((block) =>
    createPublicKey(block),
  );
  const current = createPublicKey(privateKey);
  const published = [current, ...previous].map(publishedJwkOf);
  const unique = published.filter((jwk, i) => published.findIndex((other) => other.kid === jwk.kid) === i);
  return { current: { kid: keyIdOf(current), privateKey }, published: unique };
}

/** The dev key under DATA_DIR/keys, made on the first start. */
function localPrivateKeyPem(env: NodeJS.ProcessEnv): string {
  if (env.NODE_ENV === 'production') throw new Error('identity: JWT_PRIVATE_KEY must be set in production');
  const dir = path.resolve(env.DATA_DIR ?? '.data', 'keys');
  const privatePath = path.join(dir, 'jwt-private.pem');
  if (!existsSync(privatePath)) {
    mkdirSync(dir, { recursive: true });
    const pair = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    // 'wx': when two processes start at once, the second keeps the first one's key.
    try {
      writeFileSync(privatePath, pair.privateKey, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(privatePath, 'utf8');
}
