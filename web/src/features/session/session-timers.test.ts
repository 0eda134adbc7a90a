import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshOutcome } from './refresh-session.js';
import type { IntegrityOutcome } from './session-checks.js';
import { MAX_REFRESH_ATTEMPTS, startSessionTimers, type SessionTimerDeps } from './session-timers.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

function setup(overrides: Partial<SessionTimerDeps> & { expiresInMs?: number } = {}) {
  let expiresAt: number | null = Date.now() + (overrides.expiresInMs ?? 15 * MINUTE);
  let lastActivity = Date.now();
  const deps = {
    now: () => Date.now(),
    expiresAt: () => expiresAt,
    lastActivity: () => lastActivity,
    refresh: vi.fn(async (): Promise<RefreshOutcome> => {
      expiresAt = Date.now() + 15 * MINUTE;
      return 'refreshed';
    }),
    checkIntegrity: vi.fn(async (): Promise<IntegrityOutcome> => 'valid'),
    end: vi.fn(),
    ...overrides,
  };
  const stop = startSessionTimers(deps);
  return {
    deps,
    stop,
    touch: () => {
      lastActivity = Date.now();
    },
  };
}

describe('session timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes on the 30 s tick once the token expires within 90 s', async () => {
    const { deps, stop } = setup({ expiresInMs: 3 * MINUTE });
    await vi.advanceTimersByTimeAsync(60 * SECOND); // 2 min left: not yet
    expect(deps.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * SECOND); // 90 s left: refresh
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * SECOND); // new token: quiet again
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('refreshes at start when a restored token is already close to expiry', async () => {
    const { deps, stop } = setup({ expiresInMs: 30 * SECOND });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('retries an unreachable server after 200 ms, doubling', async () => {
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => 'unreachable');
    const { stop } = setup({ expiresInMs: 10 * SECOND, refresh });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 200 ms
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // +400 ms
    expect(refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(800); // +800 ms
    expect(refresh).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1600 + 3200 + 6400); // the rest of this tick's attempts
    expect(refresh).toHaveBeenCalledTimes(MAX_REFRESH_ATTEMPTS);
    stop();
  });

  it('ends the session when the refresh is refused', async () => {
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => 'rejected');
    const { deps } = setup({ expiresInMs: 10 * SECOND, refresh });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.end).toHaveBeenCalledWith('refresh-rejected');
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(deps.end).toHaveBeenCalledTimes(1);
  });

  it('times out after 24 h without activity', async () => {
    const { deps, stop } = setup();
    await vi.advanceTimersByTimeAsync(24 * HOUR - MINUTE);
    expect(deps.end).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(deps.end).toHaveBeenCalledWith('inactive');
    stop();
  });

  it('activity resets the inactivity timer', async () => {
    const { deps, stop, touch } = setup();
    await vi.advanceTimersByTimeAsync(23 * HOUR);
    touch();
    await vi.advanceTimersByTimeAsync(23 * HOUR);
    expect(deps.end).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(deps.end).toHaveBeenCalledWith('inactive');
    stop();
  });

  it('checks integrity every 5 minutes and ends the session when it fails', async () => {
    let outcome: IntegrityOutcome = 'valid';
    const checkIntegrity = vi.fn(async () => outcome);
    const { deps } = setup({ checkIntegrity });
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(checkIntegrity).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(checkIntegrity).toHaveBeenCalledTimes(1);
    outcome = 'unknown'; // unreachable: not a failure
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.end).not.toHaveBeenCalled();
    outcome = 'invalid';
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.end).toHaveBeenCalledWith('integrity-failed');
  });

  it('stop clears every timer', async () => {
    const { deps, stop } = setup({ expiresInMs: 2 * MINUTE });
    stop();
    await vi.advanceTimersByTimeAsync(25 * HOUR);
    expect(deps.checkIntegrity).not.toHaveBeenCalled();
    expect(deps.end).not.toHaveBeenCalled();
  });
});
