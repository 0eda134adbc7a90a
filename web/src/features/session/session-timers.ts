import { SESSION } from '@ihe/contracts';
import type { RefreshOutcome } from './refresh-session.js';
import type { IntegrityOutcome } from './session-checks.js';

export type SessionTimeoutReason = 'inactive' | 'refresh-rejected' | 'integrity-failed';

export interface SessionTimerDeps {
  now: () => number;
  /** Access-token expiry in ms since the epoch, or null when there is none. */
  expiresAt: () => number | null;
  lastActivity: () => number;
  refresh: () => Promise<RefreshOutcome>;
  checkIntegrity: () => Promise<IntegrityOutcome>;
  end: (reason: SessionTimeoutReason) => void;
}

/** How many refresh attempts one tick makes before waiting for the next tick (200 ms … 12.8 s). */
export const MAX_REFRESH_ATTEMPTS = 7;

/**
 * The session's clocks (spec 1 §4, §7): a 30 s tick that ends the session after 24 h without
 * activity and refreshes the access token when it expires within 90 s (retrying an unreachable
 * server after 200 ms, doubling), and an integrity check every 5 minutes. Returns `stop`.
 */
export function startSessionTimers(deps: SessionTimerDeps): () => void {
  let stopped = false;
  let refreshing = false;

  const stop = () => {
    stopped = true;
    clearInterval(tickTimer);
    clearInterval(integrityTimer);
  };
  const end = (reason: SessionTimeoutReason) => {
    if (stopped) return;
    stop();
    deps.end(reason);
  };
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  const refreshWithBackoff = async () => {
    let delay = SESSION.refreshBackoffStartMs;
    for (let attempt = 1; attempt <= MAX_REFRESH_ATTEMPTS && !stopped; attempt++) {
      const outcome = await deps.refresh();
      if (outcome === 'refreshed') return;
      if (outcome === 'rejected') return end('refresh-rejected');
      if (attempt < MAX_REFRESH_ATTEMPTS) await sleep(delay);
      delay *= 2;
    }
  };

  const tick = async () => {
    if (stopped) return;
    if (deps.now() - deps.lastActivity() >= SESSION.inactivityTimeoutMs) return end('inactive');
    const expiresAt = deps.expiresAt();
    if (expiresAt === null || refreshing || expiresAt - deps.now() > SESSION.refreshMarginMs) return;
    refreshing = true;
    try {
      await refreshWithBackoff();
    } finally {
      refreshing = false;
    }
  };

  const checkIntegrity = async () => {
    if (stopped) return;
    if ((await deps.checkIntegrity()) === 'invalid') end('integrity-failed');
  };

  const tickTimer = setInterval(() => void tick(), SESSION.refreshTickMs);
  const integrityTimer = setInterval(() => void checkIntegrity(), SESSION.integrityCheckMs);
  // A session restored from storage may already be idle too long or near expiry.
  void tick();
  return stop;
}
