import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks.js';
import { trackActivity } from './activity-tracker.js';
import { refreshSession } from './refresh-session.js';
import { logSecurityEvent } from './security-events.js';
import { restoreSession } from './restore-session.js';
import { checkSessionIntegrity } from './session-checks.js';
import { sessionRestoring, signedOut } from './session-slice.js';
import {
  SESSION_STORAGE_KEY,
  loadLastActivity,
  loadStoredSession,
  parseStoredSession,
  saveLastActivity,
} from './session-storage.js';
import { startSessionTimers, type SessionTimeoutReason } from './session-timers.js';

/** Writing the activity time on every scroll would be wasteful; once a minute is precise enough for 24 h. */
const ACTIVITY_SAVE_EVERY_MS = 60_000;

const TIMEOUT_EVENTS: Record<SessionTimeoutReason, string> = {
  inactive: 'session_inactivity_timeout',
  'refresh-rejected': 'token_refresh_rejected',
  'integrity-failed': 'session_integrity_failed',
};

/** Runs the session's background work: the start-up check, the timers, and other tabs' changes. */
export function SessionManager() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const status = useAppSelector((state) => state.session.status);

  useEffect(() => {
    // At start-up, and when another tab signs in: one restore at a time (restoreSession shares it).
    if (status === 'checking') void restoreSession(store);
  }, [status, store]);

  useEffect(() => {
    if (status !== 'signedIn') return;
    let lastActivity = loadLastActivity() ?? Date.now();
    let lastSaved = lastActivity;
    const stopTracking = trackActivity(window, (at) => {
      lastActivity = at;
      if (at - lastSaved >= ACTIVITY_SAVE_EVERY_MS) {
        lastSaved = at;
        saveLastActivity(at);
      }
    });
    const stopTimers = startSessionTimers({
      now: Date.now,
      // No access token yet (the server was unreachable at start-up): due for a refresh now.
      expiresAt: () => {
        const expiresAt = store.getState().session.tokens?.expiresAt;
        return expiresAt ? Date.parse(expiresAt) : 0;
      },
      lastActivity: () => lastActivity,
      refresh: () => refreshSession(store),
      checkIntegrity: () => dispatch(checkSessionIntegrity()),
      end: (reason) => {
        if (store.getState().session.status !== 'signedIn') return;
        logSecurityEvent(TIMEOUT_EVENTS[reason], reason === 'inactive' ? 'medium' : 'high');
        dispatch(signedOut({ reason: 'expired' }));
      },
    });
    return () => {
      stopTracking();
      stopTimers();
    };
  }, [status, dispatch, store]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      const stored = event.key === null ? loadStoredSession() : parseStoredSession(event.newValue);
      const session = store.getState().session;
      const active = session.status === 'signedIn' || session.status === 'checking';
      if (!stored) {
        if (active) dispatch(signedOut({ reason: 'elsewhere' }));
      } else if (!active || (stored.user && stored.user.id !== session.user?.id)) {
        // Another tab signed in (maybe as someone else): the cookie is shared, so restore from it.
        dispatch(sessionRestoring(stored));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, store]);

  return null;
}
