import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, SessionTokens, UserProfile } from '@ihe/contracts';
import type { StoredSession } from './session-storage.js';

/**
 * signedOut → signedIn (after the profile is checked) → expired, which forces sign-out (spec 1 §4).
 * `checking` is the start-up state while stored tokens are verified.
 */
export type SessionStatus = 'checking' | 'signedIn' | 'signedOut' | 'expired';

/** Why a session ended; decides the toast and whether guards speak of an expired session. */
export type SessionEndReason = 'logout' | 'elsewhere' | 'expired' | 'invalid' | 'misconfigured';

export interface SessionState {
  status: SessionStatus;
  user: UserProfile | null;
  tokens: SessionTokens | null;
  endReason: SessionEndReason | null;
}

export function initialSessionState(stored: StoredSession | null): SessionState {
  return stored
    ? { status: 'checking', user: stored.user, tokens: stored.tokens, endReason: null }
    : { status: 'signedOut', user: null, tokens: null, endReason: null };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState(null),
  reducers: {
    signedIn(state, action: PayloadAction<LoginResponse>) {
      const { user, ...tokens } = action.payload;
      return { status: 'signedIn', user, tokens, endReason: null };
    },
    tokensRefreshed(state, action: PayloadAction<SessionTokens & { user?: UserProfile }>) {
      const { user, accessToken, refreshToken, expiresAt } = action.payload;
      state.tokens = { accessToken, refreshToken, expiresAt };
      if (user) state.user = user;
    },
    profileLoaded(state, action: PayloadAction<UserProfile | null>) {
      state.user = action.payload;
      state.status = 'signedIn';
    },
    /** Another tab signed in or rotated the tokens; taken over without writing storage back. */
    sessionAdopted(state, action: PayloadAction<StoredSession>) {
      return {
        status: 'signedIn',
        user: action.payload.user,
        tokens: action.payload.tokens,
        endReason: null,
      };
    },
    signedOut(_state, action: PayloadAction<{ reason: SessionEndReason }>) {
      const { reason } = action.payload;
      const status = reason === 'logout' || reason === 'elsewhere' ? 'signedOut' : 'expired';
      return { status, user: null, tokens: null, endReason: reason };
    },
  },
});

export const { signedIn, tokensRefreshed, profileLoaded, sessionAdopted, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
