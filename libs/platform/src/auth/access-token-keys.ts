import { createPublicKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwksClient, JwksRateLimitError } from 'jwks-rsa';
import { jwksUrl } from './jwt-keys.js';

/** The public keys access tokens are verified with, by key id (`kid` in the token's header). */
export interface AccessTokenKeys {
  /** The key with this id; throws when there is none. */
  publicKeyFor(kid: string): Promise<KeyObject>;
}
export const ACCESS_TOKEN_KEYS = Symbol('ACCESS_TOKEN_KEYS');

/**
 * The JWKS could not be fetched (identity down or unreachable): the token can be neither accepted nor
 * refused, so the caller answers 503, not 401 (a 401 would send clients to sign in again for nothing).
 */
export class TokenKeysUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`access-token keys unavailable: ${(cause as Error)?.message ?? cause}`);
    this.name = 'TokenKeysUnavailableError';
  }
}

/** Fetches the JWKS; a failed fetch is told apart from a key id the JWKS does not have. */
async function fetchJwks(url: string): Promise<{ keys: unknown[] }> {
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(3000) });
  } catch (error) {
    throw new TokenKeysUnavailableError(error);
  }
  if (!answer.ok) throw new TokenKeysUnavailableError(new Error(`${url} answered ${answer.status}`));
  return (await answer.json()) as { keys: unknown[] };
}

interface JwksSource {
  client: JwksClient;
  /** Whether the last fetch failed: past the fetch limit, a token is then still unverifiable, not invalid. */
  lastFetchFailed: boolean;
}

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
  private readonly sources = new Map<string, JwksSource>();
  private readonly parsed = new Map<string, KeyObject>();

  async publicKeyFor(kid: string): Promise<KeyObject> {
    const source = this.source();
    const signingKey = await source.client.getSigningKey(kid).catch((error: unknown) => {
      throw error instanceof JwksRateLimitError && source.lastFetchFailed
        ? new TokenKeysUnavailableError(error)
        : error;
    });
    const pem = signingKey.getPublicKey();
    let key = this.parsed.get(pem);
    if (!key) {
      key = createPublicKey(pem);
      this.parsed.set(pem, key);
    }
    return key;
  }

  /** One client per URL, read when needed: tests and launchers set JWKS_URL after this module is loaded. */
  private source(): JwksSource {
    const url = jwksUrl();
    let source = this.sources.get(url);
    if (!source) {
      const created: JwksSource = { client: null as never, lastFetchFailed: false };
      created.client = new JwksClient({
        jwksUri: url,
        cache: true,
        cacheMaxEntries: 20,
        cacheMaxAge: 10 * 60_000,
        rateLimit: true,
        jwksRequestsPerMinute: JWKS_FETCHES_PER_MINUTE,
        fetcher: async (uri) => {
          try {
            const jwks = await fetchJwks(uri);
            created.lastFetchFailed = false;
            return jwks;
          } catch (error) {
            created.lastFetchFailed = true;
            throw error;
          }
        },
      });
      source = created;
      this.sources.set(url, source);
    }
    return source;
  }
}
