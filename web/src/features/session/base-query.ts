import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { apiUrl } from '../../app/api-url.js';
import type { RootState } from '../../app/store.js';
import { refreshSession } from './refresh-session.js';
import { restoreSession } from './restore-session.js';
import { signedOut } from './session-slice.js';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiUrl(),
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as RootState).session.tokens?.accessToken;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Sign-in, sign-up, refresh and logout answer 401 for their own reasons; they never trigger a refresh. */
function isAuthCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  return url.startsWith('/auth/');
}

/**
 * While start-up restores the session, calls wait for its access token. On a 401, refresh once and
 * retry (spec 1 §7). A refused refresh, or a 401 again after a fresh token, ends the session:
 * "Invalid session" while start-up is still checking, else "Session expired". An unreachable
 * server leaves the session alone.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const store = { dispatch: api.dispatch, getState: api.getState };
  const before = (api.getState() as RootState).session;
  if (before.status === 'checking' && !before.tokens && !isAuthCall(args)) await restoreSession(store);
  const tokenUsed = (api.getState() as RootState).session.tokens?.accessToken;
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || isAuthCall(args)) return result;

  const session = (api.getState() as RootState).session;
  // A guest's 401 is just an answer; a signed-in page without a token yet (server was unreachable) refreshes.
  if (session.status !== 'signedIn' && session.status !== 'checking') return result;
  // Another call may already have refreshed while this one was in flight.
  const outcome =
    session.tokens && session.tokens.accessToken !== tokenUsed ? 'refreshed' : await refreshSession(store);
  if (outcome === 'unreachable') return result;
  if (outcome === 'refreshed') {
    result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status !== 401) return result;
  }
  const { status } = (api.getState() as RootState).session;
  if (status === 'checking' || status === 'signedIn')
    api.dispatch(signedOut({ reason: status === 'checking' ? 'invalid' : 'expired' }));
  return result;
};
