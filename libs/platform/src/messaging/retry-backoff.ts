/** How long a failed event waits before its next attempt: doubling from `baseMs`, capped at `maxMs`. */
export interface RetryBackoff {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY_BACKOFF: RetryBackoff = { baseMs: 250, maxMs: 10_000 };

/** Delay before attempt `failedAttempts + 1`, after `failedAttempts` (>= 1) failures. */
export function retryDelayMs(failedAttempts: number, backoff: RetryBackoff): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(backoff.maxMs, Math.round(backoff.baseMs * 2 ** Math.min(exponent, 30)));
}
