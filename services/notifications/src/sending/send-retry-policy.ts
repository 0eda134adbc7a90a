import type { SendAttempt } from './whatsapp-cloud.client.js';

/**
 * Graph API codes that mean "slow down, then try again": 130429 throughput limit, 131056 pair rate
 * limit (same business → same recipient), 80007 WABA rate limit, 4 app request limit, 2 temporary
 * service issue.
 */
export const RETRYABLE_CODES: ReadonlySet<number> = new Set([130429, 131056, 80007, 4, 2]);

export interface RetrySchedule {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
}

type FailedAttempt = Extract<SendAttempt, { ok: false }>;

/**
 * Retried: rate limits (429 or a rate-limit code) and provider errors (5xx), and calls that never
 * reached the provider. Not retried: other 4xx (the request is wrong; repeating changes nothing) and
 * calls that may have been delivered (timeout, broken connection): a repeat could send twice.
 */
export function isRetryable(attempt: FailedAttempt): boolean {
  if (attempt.kind === 'connect') return true;
  if (attempt.kind !== 'http') return false;
  return (
    attempt.status === 429 ||
    attempt.status >= 500 ||
    (attempt.code !== undefined && RETRYABLE_CODES.has(attempt.code))
  );
}

/**
 * Wait before the next attempt after `failedAttempts` failures: exponential from baseMs (doubling),
 * capped at maxMs, with jitter in its upper half so parallel senders spread out; a Retry-After from the
 * provider is honoured up to maxMs.
 */
export function retryDelayMs(
  failedAttempts: number,
  schedule: Pick<RetrySchedule, 'baseMs' | 'maxMs'>,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(
    schedule.maxMs,
    schedule.baseMs * 2 ** Math.min(Math.max(0, failedAttempts - 1), 30),
  );
  const jittered = Math.round(exponential / 2 + (random() * exponential) / 2);
  return retryAfterMs === undefined ? jittered : Math.max(jittered, Math.min(retryAfterMs, schedule.maxMs));
}
