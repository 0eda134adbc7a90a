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

  async recordFailure(email: string): Promise<FailureOutcome> {
    const failures = await this.store.increment(this.failuresKey(email), LOCKOUT.lockoutMs);
    const outcome = outcomeOfFailure(failures);
    if (outcome.locked) {
      await this.store.set(this.lockKey(email), '1', LOCKOUT.lockoutMs);
      await this.store.delete(this.failuresKey(email));
    }
    return outcome;
  }

  async clear(email: string): Promise<void> {
    await this.store.delete(this.failuresKey(email), this.lockKey(email));
  }
}
