import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import type { JwtVerifyOptions } from '@nestjs/jwt';
import { serviceUrl } from '../config/settings.js';

export const JWT_ALGORITHM = 'ES256' as const;
export const JWT_AUDIENCE = 'ihe-market';
export const JWT_ISSUER = 'ihe-identity';

/** Where identity publishes the public keys of its access tokens (also through the gateway). */
export const JWKS_PATH = '/.well-known/jwks.json';

/** The JWKS the services and the gateway verify against: JWKS_URL, else identity's own address. */
export function jwksUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.JWKS_URL || `${serviceUrl('identity', env)}${JWKS_PATH}`;
}

/** A public key as a JWK, as published in the JWKS (`kid`: its RFC 7638 thumbprint). */
export interface PublishedJwk {
  kty: string;
  crv: string;
  x: string;
  y: string;
  kid: string;
  alg: typeof JWT_ALGORITHM;
  use: 'sig';
}

/**
 * The key id of an EC public key: its RFC 7638 thumbprint (SHA-256 of the required members in
 * lexicographic order), so the same key always gets the same id, wherever it is loaded.
 */
export function keyIdOf(publicKey: KeyObject | string): string {
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  const { crv, kty, x, y } = key.export({ format: 'jwk' });
  return createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
}

/** The JWKS entry of an EC P-256 public key. */
export function publishedJwkOf(publicKey: KeyObject | string): PublishedJwk {
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  const { kty, crv, x, y } = key.export({ format: 'jwk' });
  return { kty: kty!, crv: crv!, x: x!, y: y!, kid: keyIdOf(key), alg: JWT_ALGORITHM, use: 'sig' };
}

/** What an access token must say besides its signature and expiry: one place for every verifier. */
export const ACCESS_TOKEN_RULES = {
  algorithms: [JWT_ALGORITHM],
  audience: JWT_AUDIENCE,
  issuer: JWT_ISSUER,
} as const;

/** Options that verify an access token: algorithm allow-list, audience, issuer, expiry. */
export function accessTokenVerifyOptions(publicKey: KeyObject): JwtVerifyOptions {
  // jsonwebtoken takes a KeyObject (parsed once, not per call); @nestjs/jwt's type names only string | Buffer.
  return {
    publicKey: publicKey as unknown as string,
    algorithms: [...ACCESS_TOKEN_RULES.algorithms],
    audience: ACCESS_TOKEN_RULES.audience,
    issuer: ACCESS_TOKEN_RULES.issuer,
  };
}

/**
 * The key id in an access token's header; throws unless the header names ES256 and a key id. Read before any
 * key lookup: a made-up header never makes a process fetch the JWKS.
 */
export function signingKeyIdOf(token: string): string {
  const header = headerOf(token);
  if (header?.alg !== JWT_ALGORITHM || typeof header.kid !== 'string' || !header.kid)
    throw new Error('access token without an ES256 key id');
  return header.kid;
}

function headerOf(token: string): { alg?: unknown; kid?: unknown } | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
      alg?: unknown;
      kid?: unknown;
    } | null;
  } catch {
    return null; // not a JWT
  }
}
