import { SESSION } from '@ihe/contracts';
import type { RootState } from '../../app/store.js';
import { refreshSession, type StoreAccess } from './refresh-session.js';
import { loadLastActivity } from './session-storage.js';
import { profileLoaded, signedOut } from './session-slice.js';

let restoring: Promise<void> | null = null;

/**
 * The start-up check (spec 1 §4): a page opened in a signed-in browser has no access token yet, so it
 * asks for one with the refresh cookie; the answer carries the checked profile. A day without activity
 * ends the session ("Session expired"), a refused cookie gives "Invalid session". When the server cannot
 * be reached the stored profile is kept and the session timers retry: on a weak mobile network a reload
 * must not sign people out. Calls made meanwhile wait for it (one restore at a time).
 */
export function restoreSession(store: StoreAccess): Promise<void> {
  restoring ??= restore(store).finally(() => {
    restoring = null;
  });
  return restoring;
}

async function restore({ dispatch, getState }: StoreAccess): Promise<void> {
  const session = () => (getState() as RootState).session;
  if (session().status !== 'checking') return;
  const lastActivity = loadLastActivity();
  if (lastActivity !== null && Date.now() - lastActivity >= SESSION.inactivityTimeoutMs) {
    dispatch(signedOut({ reason: 'expired' }));
    return;
  }
  const outcome = await refreshSession({ dispatch, getState });
  if (session().status !== 'checking') return; // ended meanwhile (another tab's logout)
  if (outcome === 'rejected') dispatch(signedOut({ reason: 'invalid' }));
  else dispatch(profileLoaded(session().user));
}
