import type { Middleware } from '@reduxjs/toolkit';
import { AUTH_MESSAGES } from '@ihe/contracts';
import { api } from '../../app/api.js';
import { toast } from '../../components/toast.js';
import { logSecurityEvent } from './security-events.js';
import {
  profileLoaded,
  signedIn,
  signedOut,
  tokensRefreshed,
  type SessionEndReason,
  type SessionState,
} from './session-slice.js';
import { clearStoredSession, saveLastActivity, saveStoredSession } from './session-storage.js';

/** One toast key for every "your session ended" message, so a guard's message replaces the timer's. */
export const SESSION_TOAST_KEY = 'session';

/** Keeps localStorage's signed-in marker (no tokens) in step with the session and says why a session ended. */
export const sessionMiddleware: Middleware<object, { session: SessionState }> =
  (store) => (next) => (action) => {
    const result = next(action);
    if (signedIn.match(action)) saveLastActivity(Date.now());
    if (signedIn.match(action) || tokensRefreshed.match(action) || profileLoaded.match(action)) {
      const { status, user } = store.getState().session;
      if (status === 'signedIn') saveStoredSession({ user });
    } else if (signedOut.match(action)) {
      clearStoredSession();
      store.dispatch(api.util.resetApiState());
      announceSessionEnd(action.payload.reason);
    }
    return result;
  };

function announceSessionEnd(reason: SessionEndReason): void {
  switch (reason) {
    case 'logout':
      logSecurityEvent('logout', 'low');
      toast.success(AUTH_MESSAGES.loggedOut, SESSION_TOAST_KEY);
      break;
    case 'elsewhere':
      logSecurityEvent('logout_in_other_tab', 'low');
      break;
    case 'expired':
      logSecurityEvent('session_expired', 'medium');
      toast.error(AUTH_MESSAGES.sessionExpired, SESSION_TOAST_KEY);
      break;
    case 'invalid':
      logSecurityEvent('session_invalid', 'high');
      toast.error(AUTH_MESSAGES.invalidSession, SESSION_TOAST_KEY);
      break;
    case 'misconfigured':
      logSecurityEvent('account_configuration_error', 'high');
      toast.error(AUTH_MESSAGES.accountConfigError, SESSION_TOAST_KEY);
      break;
  }
}
