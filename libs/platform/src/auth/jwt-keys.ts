import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { JwtVerifyOptions } from '@nestjs/jwt';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const JWT_ALGORITHM = 'ES256' as const;
export const JWT_AUDIENCE = 'ihe-market';
export const JWT_ISSUER = 'ihe-identity';

export interface JwtKeys {
  privateKey?: string;
  publicKey: string;
}

/** PEM from an env value that may carry literal "\n" (one-line env files). */
const pem = (value: string) => value.replace(/\\n/g, '\n');

/**
 * Access tokens are signed by identity with an EC private key and verified everywhere with the public key.
 * Keys come from JWT_PRIVATE_KEY / JWT_PUBLIC_KEY; without them (embedded and local distributed modes) a pair
 * is generated once under DATA_DIR/keys so every process of this machine shares it.
 */
export function loadJwtKeys(env: NodeJS.ProcessEnv = process.env): JwtKeys {
  if (env.JWT_PUBLIC_KEY) {
    return {
      publicKey: pem(env.JWT_PUBLIC_KEY),
      privateKey: env.JWT_PRIVATE_KEY && pem(env.JWT_PRIVATE_KEY),
    };
  }
  if (env.NODE_ENV === 'production')
    throw new Error('JWT_PUBLIC_KEY (and JWT_PRIVATE_KEY for identity) must be set in production');
  const dir = path.resolve(env.DATA_DIR ?? '.data', 'keys');
  const privatePath = path.join(dir, 'jwt-private.pem');
  const publicPath = path.join(dir, 'jwt-public.pem');
  if (!existsSync(publicPath) || !existsSync(privatePath)) {
    mkdirSync(dir, { recursive: true });
    const pair = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    // Write the private key first and the public key last: a reader that sees the public key sees both.
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKey);
  }
  return { privateKey: readFileSync(privatePath, 'utf8'), publicKey: readFileSync(publicPath, 'utf8') };
}

const parsedKeys = new Map<string, KeyObject>();

/**
 * Options that verify an access token (algorithm allow-list, audience, issuer, expiry). The public key
 * is parsed once per PEM: given the PEM string, jsonwebtoken parses it again on every call (~0.5 ms).
 */
export function accessTokenVerifyOptions(publicKeyPem: string): JwtVerifyOptions {
  let key = parsedKeys.get(publicKeyPem);
  if (!key) {
    key = createPublicKey(publicKeyPem);
    parsedKeys.set(publicKeyPem, key);
  }
  // jsonwebtoken takes a KeyObject; @nestjs/jwt's option type names only string | Buffer.
  return {
    publicKey: key as unknown as string,
    algorithms: [JWT_ALGORITHM],
    audience: JWT_AUDIENCE,
    issuer: JWT_ISSUER,
  };
}
