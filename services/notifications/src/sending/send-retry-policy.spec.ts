import { describe, expect, it } from '@jest/globals';
import { isRetryable, retryDelayMs } from './send-retry-policy.js';

const http = (status: number, code?: number) => ({
  ok: false as const,
  kind: 'http' as const,
  status,
  code,
  error: 'x',
});

describe('send retry policy', () => {
  it('retries rate limits, provider errors and calls that never connected', () => {
    expect(isRetryable(http(429, 130429))).toBe(true);
    expect(isRetryable(http(400, 131056))).toBe(true);
    expect(isRetryable(http(400, 130429))).toBe(true);
    expect(isRetryable(http(500, 131000))).toBe(true);
    expect(isRetryable(http(503))).toBe(true);
    expect(isRetryable({ ok: false, kind: 'connect', status: 0, error: 'ECONNREFUSED' })).toBe(true);
  });

  it('fails other 4xx and calls that may have gone out at once', () => {
    expect(isRetryable(http(400, 100))).toBe(false);
    expect(isRetryable(http(401, 190))).toBe(false);
    expect(isRetryable(http(400, 131047))).toBe(false);
    expect(isRetryable({ ok: false, kind: 'timeout', status: 0, error: 'x' })).toBe(false);
    expect(isRetryable({ ok: false, kind: 'network', status: 0, error: 'x' })).toBe(false);
  });

  it('backs off exponentially with jitter, capped, honouring Retry-After up to the cap', () => {
    const schedule = { baseMs: 1000, maxMs: 30_000 };
    expect(retryDelayMs(1, schedule, undefined, () => 0)).toBe(500);
    expect(retryDelayMs(1, schedule, undefined, () => 1)).toBe(1000);
    expect(retryDelayMs(3, schedule, undefined, () => 1)).toBe(4000);
    expect(retryDelayMs(10, schedule, undefined, () => 1)).toBe(30_000);
    expect(retryDelayMs(1, schedule, 5_000, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, schedule, 120_000, () => 0)).toBe(30_000);
  });
});
