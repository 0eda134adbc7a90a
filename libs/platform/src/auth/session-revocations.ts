import { Inject, Injectable } from '@nestjs/common';
import { SESSION } from '@ihe/contracts';
import { KEY_VALUE_STORE, type KeyValueStore } from '../key-value/key-value.port.js';

const KEY_PREFIX = 'auth:revoked-session:';

/**
 * Slack on top of an access token's lifetime: a verifier whose clock runs behind identity's still
 * accepts a token a little after identity thinks it expired.
 */
const CLOCK_SKEW_MS = 60_000;

/** How long an access token lives (identity signs with it; a revocation must outlive it). */
export function accessTokenTtlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.ACCESS_TOKEN_TTL_SECONDS ?? SESSION.accessTokenTtlSeconds);
}

/**
 * The shared revocation list of sessions (issue 17: logout, refresh-token reuse, a revoked sales manager
 * or a suspended user stop working at once). Access tokens carry their session id (`sid`, the refresh
 * family); identity writes an ended session here, and the guard of every service refuses a token whose
 * session is listed. An entry lives as long as the access tokens it could still have to refuse.
 */
@Injectable()
export class SessionRevocations {
  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  /** Lists the sessions as ended: their access tokens are refused from the next request on. */
  async revoke(sessionIds: Iterable<string>): Promise<void> {
    const ttlMs = accessTokenTtlSeconds() * 1000 + CLOCK_SKEW_MS;
    await Promise.all([...new Set(sessionIds)].map((id) => this.store.set(KEY_PREFIX + id, '1', ttlMs)));
  }

  /** One key-value read. */
  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.store.get(KEY_PREFIX + sessionId)) !== null;
  }
}
