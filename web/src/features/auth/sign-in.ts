import type { LoginRequest, UserProfile } from '@ihe/contracts';
import type { AppThunk } from '../../app/store.js';
import { describeApiError } from '../../app/api-error.js';
import { logSecurityEvent } from '../session/security-events.js';
import { signedIn } from '../session/session-slice.js';
import { authApi } from './auth-api.js';

export type SignInOutcome =
  | { ok: true; user: UserProfile }
  | { ok: false; status?: number; message?: string; attemptsRemaining?: number; lockedForMinutes?: number };

/** POST /auth/login and, on success, start the session. Not tracked in the store: the body holds a password. */
export const signIn =
  (credentials: LoginRequest): AppThunk<Promise<SignInOutcome>> =>
  async (dispatch) => {
    const result = await dispatch(authApi.endpoints.login.initiate(credentials, { track: false }));
    if (result.data) {
      dispatch(signedIn(result.data));
      logSecurityEvent('login_success', 'low', { email: credentials.email });
      return { ok: true, user: result.data.user };
    }
    const failure = describeApiError(result.error);
    logSecurityEvent(
      failure.status === 429 ? 'login_locked' : 'login_failed',
      failure.status === 429 ? 'high' : 'medium',
      {
        email: credentials.email,
        status: failure.status,
      },
    );
    return {
      ok: false,
      status: failure.status,
      message: failure.message,
      attemptsRemaining: failure.body?.attemptsRemaining,
      lockedForMinutes: failure.body?.lockedForMinutes,
    };
  };
