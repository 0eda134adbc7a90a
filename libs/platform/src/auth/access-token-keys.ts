import { createPublicKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwksClient } from 'jwks-rsa';
import { jwksUrl } from './jwt-keys.js';

/** The public keys access tokens are verified with, by key id (`kid` in the token's header). */
export interface AccessTokenKeys {
  /** The key with this id; throws when there is none. */
  publicKeyFor(kid: string): Promise<KeyObject>;
}
export const ACCESS_TOKEN_KEYS = Symbol('ACCESS_TOKEN_KEYS');

/** At most this many JWKS fetches a minute: a flood of made-up key ids cannot hammer identity. */
export const JWKS_FETCHES_PER_MINUTE = 10;

/**
 * Identity's published keys (its JWKS, see jwksUrl), fetched on the first token, not at start-up (in the
 * all-in-one mode identity starts after the other services), kept, and fetched again when a token names a
 * key id not seen yet (a rotation), at most JWKS_FETCHES_PER_MINUTE times a minute. No service but identity
 * holds a private key.
 */
@Injectable()
export class JwksAccessTokenKeys implements AccessTokenKeys {
  private readonly clients = new Map<string, JwksClient>();
  private readonly parsed = new Map<string, KeyObject>();

  async publicKeyFor(kid: string): Promise<KeyObject> {
    const signingKey = await this.client().getSigningKey(kid);
    const pem = signingKey.getPublicKey();
    let key = this.parsed.get(pem);
    if (!key) {
      key = createPublicKey(pem);
      this.parsed.set(pem, key);
    }
    return key;
  }

  /** One client per URL, read when needed: tests and launchers set JWKS_URL after this module is loaded. */
  private client(): JwksClient {
    const url = jwksUrl();
    let client = this.clients.get(url);
    if (!client) {
      client = new JwksClient({
        jwksUri: url,
        cache: true,
        cacheMaxEntries: 20,
        cacheMaxAge: 10 * 60_000,
        rateLimit: true,
        jwksRequestsPerMinute: JWKS_FETCHES_PER_MINUTE,
        timeout: 3000,
      });
      this.clients.set(url, client);
    }
    return client;
  }
}
