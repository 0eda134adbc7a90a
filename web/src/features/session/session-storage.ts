import type { SessionTokens, UserProfile } from '@ihe/contracts';

/** The session kept in localStorage (spec 1 §4): the token pair, its expiry and the user. */
export interface StoredSession {
  tokens: SessionTokens;
  user: UserProfile | null;
}

export const SESSION_STORAGE_KEY = 'ihe.session';
const ACTIVITY_KEY = 'ihe.lastActivity';

export function loadStoredSession(): StoredSession | null {
  return parseStoredSession(readItem(SESSION_STORAGE_KEY));
}

export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredSession;
    const tokens = value?.tokens;
    if (!tokens?.accessToken || !tokens.refreshToken || !tokens.expiresAt) return null;
    return { tokens, user: value.user ?? null };
  } catch {
    return null;
  }
}

export function saveStoredSession(session: StoredSession): void {
  writeItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    localStorage.removeItem(ACTIVITY_KEY);
  } catch {
    // Storage may be unavailable (private mode); the in-memory state still ends.
  }
}

/** Last user activity, kept so a reload after a day away still counts as inactivity. */
export function loadLastActivity(): number | null {
  const value = Number(readItem(ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function saveLastActivity(at: number): void {
  writeItem(ACTIVITY_KEY, String(at));
}

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Quota or private mode: the session still works for this page's lifetime.
  }
}
