import type { UserProfile } from '@ihe/contracts';

/**
 * What this page keeps of a session in localStorage: only that this browser is signed in, and as whom
 * (spec 1 §4). The tokens are out of reach of page scripts: the refresh token is an HttpOnly cookie and
 * the access token lives in memory, so a reload restores the session through POST /auth/refresh.
 * Other tabs hear of a sign-in or a logout through this key's storage events.
 */
export interface StoredSession {
  user: UserProfile | null;
}

export const SESSION_STORAGE_KEY = 'ihe.signedIn';
/** Where earlier versions kept the token pair: removed on load. */
const LEGACY_SESSION_KEY = 'ihe.session';
const ACTIVITY_KEY = 'ihe.lastActivity';

export function loadStoredSession(): StoredSession | null {
  removeItem(LEGACY_SESSION_KEY);
  return parseStoredSession(readItem(SESSION_STORAGE_KEY));
}

export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredSession | null;
    return value && typeof value === 'object' ? { user: value.user ?? null } : null;
  } catch {
    return null;
  }
}

export function saveStoredSession(session: StoredSession): void {
  writeItem(SESSION_STORAGE_KEY, JSON.stringify({ user: session.user }));
}

export function clearStoredSession(): void {
  removeItem(SESSION_STORAGE_KEY);
  removeItem(ACTIVITY_KEY);
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

function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); the in-memory state still ends.
  }
}
