import type { AppThunk } from '../../app/store.js';
import { authApi } from '../auth/auth-api.js';
import { clearAttempts } from '../auth/login-attempts.js';
import { signedOut } from './session-slice.js';

/** Give up waiting for the server after this long: the local session ends either way. */
const LOGOUT_WAIT_MS = 4000;

/** Revokes the session on the server (best effort) and ends it here; the middleware says "Logged out successfully". */
export const logout = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const { tokens, user } = getState().session;
  if (user) clearAttempts(user.email);
  if (tokens) {
    // The refresh cookie goes with the call (HttpOnly: this page never sees it); the server clears it.
    const request = dispatch(authApi.endpoints.logout.initiate(undefined, { track: false }));
    await Promise.race([request, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
  }
  dispatch(signedOut({ reason: 'logout' }));
};
