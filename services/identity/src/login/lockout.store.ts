import { Inject, Injectable } from '@nestjs/common';
import { LOCKOUT } from '@ihe/contracts';
import { KEY_VALUE_STORE, type KeyValueStore } from '@ihe/platform';
import { outcomeOfFailure, type FailureOutcome } from './lockout.policy.js';

/**
 * Failed-login counters and locks per email, in the shared key-value store so every identity and gateway
 * replica sees the same state.
 */
@Injectable()
export class LockoutStore {
  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  private failuresKey = (email: string) => `lockout:failures:${email}`;
  private lockKey = (email: string) => `lockout:locked:${email}`;

  /** Remaining lock time in ms, or null when the email is not locked. */
  async lockedFor(email: string): Promise<number | null> {
    return this.store.ttlMs(this.lockKey(email));
  }

  /**
   * Takes one password check for the email, atomically, BEFORE the password is verified: however many
   * guesses arrive at once (on any replica), at most LOCKOUT.maxFailedAttempts get a check per window.
   * Counting after verifying let every guess already in flight through (15 of 25 parallel ones).
   */
  async reserveCheck(email: string): Promise<CheckReservation> {
    const attempt = await this.store.increment(this.failuresKey(email), LOCKOUT.lockoutMs);
    if (attempt <= LOCKOUT.maxFailedAttempts) return { allowed: true, attempt };
    const remainingMs =
      (await this.store.ttlMs(this.lockKey(email))) ??
      (await this.store.ttlMs(this.failuresKey(email))) ??
      LOCKOUT.lockoutMs;
    return { allowed: false, remainingMs };
  }

  /**
   * The reserved check failed. The last allowed one locks the email for the full lockout time. The
   * counter is left to expire on its own: deleting it would let guesses still in flight count afresh.
   */
  async recordFailure(email: string, attempt: number): Promise<FailureOutcome> {
    const outcome = outcomeOfFailure(attempt);
    if (outcome.locked) await this.store.set(this.lockKey(email), '1', LOCKOUT.lockoutMs);
    return outcome;
  }

  async clear(email: string): Promise<void> {
    await this.store.delete(this.failuresKey(email), this.lockKey(email));
  }
}

export type CheckReservation = { allowed: true; attempt: number } | { allowed: false; remainingMs: number };
