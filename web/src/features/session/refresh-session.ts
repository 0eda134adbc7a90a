import type { LoginResponse } from '@ihe/contracts';
import { apiUrl } from '../../app/api-url.js';
import type { AppDispatch, RootState } from '../../app/store.js';
import { tokensRefreshed } from './session-slice.js';

/** refreshed: a new access token in memory; rejected: the server refused the session; unreachable: try again later. */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

export interface StoreAccess {
  dispatch: AppDispatch;
  getState: () => unknown;
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Exchanges the refresh cookie for a new access token (and a rotated cookie). Refresh tokens rotate and
 * reusing a spent one revokes the whole family, so there is only ever one refresh at a time: one per page
 * (shared promise) and one per browser (Web Lock; the tabs share the cookie, so each sends the newest).
 */
export function refreshSession(store: StoreAccess): Promise<RefreshOutcome> {
  inFlight ??= withBrowserLock(() => exchange(store)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function exchange({ dispatch, getState }: StoreAccess): Promise<RefreshOutcome> {
  const { status } = (getState() as RootState).session;
  if (status !== 'signedIn' && status !== 'checking') return 'rejected';
  let response: Response;
  try {
    // Same origin: the browser adds the HttpOnly refresh cookie (Path=/api/v1/auth) by itself.
    response = await fetch(apiUrl('/auth/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
  } catch {
    return 'unreachable';
  }
  if (response.status === 400 || response.status === 401 || response.status === 403) return 'rejected';
  if (!response.ok) return 'unreachable';
  try {
    const { accessToken, expiresAt, user } = (await response.json()) as LoginResponse;
    dispatch(tokensRefreshed({ accessToken, expiresAt, user }));
    return 'refreshed';
  } catch {
    return 'unreachable';
  }
}

function withBrowserLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('ihe-session-refresh', work) as Promise<T>) : work();
}
