import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, SessionTokens, UserProfile } from '@ihe/contracts';
import type { StoredSession } from './session-storage.js';

/**
 * signedOut → signedIn (after the profile is checked) → expired, which forces sign-out (spec 1 §4).
 * `checking` is the start-up state while the session is restored from the refresh cookie.
 */
export type SessionStatus = 'checking' | 'signedIn' | 'signedOut' | 'expired';

/** Why a session ended; decides the toast and whether guards speak of an expired session. */
export type SessionEndReason = 'logout' | 'elsewhere' | 'expired' | 'invalid' | 'misconfigured';

/** The access token, in memory only; the refresh token never reaches page scripts (an HttpOnly cookie). */
export type AccessToken = Pick<SessionTokens, 'accessToken' | 'expiresAt'>;

export interface SessionState {
  status: SessionStatus;
  user: UserProfile | null;
  tokens: AccessToken | null;
  endReason: SessionEndReason | null;
}

export function initialSessionState(stored: StoredSession | null): SessionState {
  return stored
    ? { status: 'checking', user: stored.user, tokens: null, endReason: null }
    : { status: 'signedOut', user: null, tokens: null, endReason: null };
}

const accessOnly = ({ accessToken, expiresAt }: AccessToken): AccessToken => ({ accessToken, expiresAt });

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState(null),
  reducers: {
    signedIn(_state, action: PayloadAction<LoginResponse>) {
      return {
        status: 'signedIn',
        user: action.payload.user,
        tokens: accessOnly(action.payload),
        endReason: null,
      };
    },
    tokensRefreshed(state, action: PayloadAction<AccessToken & { user?: UserProfile }>) {
      state.tokens = accessOnly(action.payload);
      if (action.payload.user) state.user = action.payload.user;
    },
    profileLoaded(state, action: PayloadAction<UserProfile | null>) {
      state.user = action.payload;
      state.status = 'signedIn';
    },
    /** Another tab signed in: this one restores the session from the shared cookie. */
    sessionRestoring(_state, action: PayloadAction<StoredSession>) {
      return { status: 'checking', user: action.payload.user, tokens: null, endReason: null };
    },
    signedOut(_state, action: PayloadAction<{ reason: SessionEndReason }>) {
      const { reason } = action.payload;
      const status = reason === 'logout' || reason === 'elsewhere' ? 'signedOut' : 'expired';
      return { status, user: null, tokens: null, endReason: reason };
    },
  },
});

export const { signedIn, tokensRefreshed, profileLoaded, sessionRestoring, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
