import type { LoginResponse } from '@ihe/contracts';
import { apiUrl } from '../../app/api-url.js';
import type { AppDispatch, RootState } from '../../app/store.js';
import { loadStoredSession } from './session-storage.js';
import { sessionAdopted, tokensRefreshed } from './session-slice.js';

/** refreshed: new pair stored; rejected: the server refused the refresh token; unreachable: try again later. */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

interface StoreAccess {
  dispatch: AppDispatch;
  getState: () => unknown;
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Exchanges the refresh token for a new pair. Refresh tokens rotate and reusing a spent one
 * revokes the whole family, so there is only ever one refresh at a time: one per page (shared
 * promise) and one per browser (Web Lock), and a pair another tab already rotated is adopted.
 */
export function refreshSession(store: StoreAccess): Promise<RefreshOutcome> {
  inFlight ??= withBrowserLock(() => exchange(store)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function exchange({ dispatch, getState }: StoreAccess): Promise<RefreshOutcome> {
  const current = (getState() as RootState).session.tokens;
  if (!current) return 'rejected';
  const stored = loadStoredSession();
  if (stored && stored.tokens.refreshToken !== current.refreshToken) {
    dispatch(sessionAdopted(stored));
    return 'refreshed';
  }
  let response: Response;
  try {
    response = await fetch(apiUrl('/auth/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: current.refreshToken }),
    });
  } catch {
    return 'unreachable';
  }
  if (response.status === 400 || response.status === 401 || response.status === 403) return 'rejected';
  if (!response.ok) return 'unreachable';
  try {
    dispatch(tokensRefreshed((await response.json()) as LoginResponse));
    return 'refreshed';
  } catch {
    return 'unreachable';
  }
}

function withBrowserLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('ihe-session-refresh', work) as Promise<T>) : work();
}
