import { LOCKOUT } from '@ihe/contracts';

/**
 * The client-side login lockout of spec 1 §4: failures per email within a 15-minute window;
 * 5 lock the email for 15 minutes. Server answers feed it too (attemptsRemaining, 429).
 */
export interface AttemptRecord {
  failures: number;
  /** When the first failure of the current window happened (ms). */
  windowStart: number;
  lockedUntil: number | null;
}

export const NO_ATTEMPTS: AttemptRecord = { failures: 0, windowStart: 0, lockedUntil: null };

/** The record as it stands at `now`: an ended lock or a window older than 15 minutes starts over. */
export function currentRecord(record: AttemptRecord | undefined, now: number): AttemptRecord {
  if (!record) return NO_ATTEMPTS;
  if (record.lockedUntil !== null) return now < record.lockedUntil ? record : NO_ATTEMPTS;
  if (record.failures > 0 && now - record.windowStart >= LOCKOUT.lockoutMs) return NO_ATTEMPTS;
  return record;
}

/** One more failed login; the server's `attemptsRemaining` can only raise the count. */
export function afterFailure(record: AttemptRecord, now: number, serverRemaining?: number): AttemptRecord {
  const base = currentRecord(record, now);
  const fromServer =
    typeof serverRemaining === 'number' ? LOCKOUT.maxFailedAttempts - Math.max(0, serverRemaining) : 0;
  const failures = Math.min(LOCKOUT.maxFailedAttempts, Math.max(base.failures + 1, fromServer));
  const windowStart = base.failures > 0 ? base.windowStart : now;
  const lockedUntil = failures >= LOCKOUT.maxFailedAttempts ? now + LOCKOUT.lockoutMs : null;
  return { failures, windowStart, lockedUntil };
}

/** A 429 from the server: locked for the minutes it names. */
export function afterServerLock(now: number, lockedForMinutes?: number): AttemptRecord {
  const minutes = lockedForMinutes && lockedForMinutes > 0 ? lockedForMinutes : LOCKOUT.lockoutMs / 60_000;
  return { failures: LOCKOUT.maxFailedAttempts, windowStart: now, lockedUntil: now + minutes * 60_000 };
}

export function isLocked(record: AttemptRecord, now: number): boolean {
  return record.lockedUntil !== null && now < record.lockedUntil;
}

export function attemptsRemaining(record: AttemptRecord): number {
  return Math.max(0, LOCKOUT.maxFailedAttempts - record.failures);
}

/** After more than 2 failures, and while not locked, the form says how many attempts remain. */
export function showsRemainingNotice(record: AttemptRecord, now: number): boolean {
  return record.failures > LOCKOUT.noticeAfterFailures && !isLocked(record, now);
}

/** Whole minutes left on a lock (rounded up, so never "0 minutes" while still locked). */
export function lockMinutesLeft(record: AttemptRecord, now: number): number {
  return record.lockedUntil === null ? 0 : Math.max(1, Math.ceil((record.lockedUntil - now) / 60_000));
}

export function remainingAttemptsNotice(remaining: number): string {
  return `${remaining} of ${LOCKOUT.maxFailedAttempts} login attempts remaining before this account is locked for 15 minutes.`;
}

const STORAGE_KEY = 'ihe.loginAttempts';

function readAll(): Record<string, AttemptRecord> {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, AttemptRecord>) : {};
  } catch {
    return {};
  }
}

function writeAll(records: Record<string, AttemptRecord>): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(records));
  } catch {
    // Without storage the counter lives only as long as the page; the server still counts.
  }
}

export function readAttempts(email: string, now: number): AttemptRecord {
  return currentRecord(readAll()[email], now);
}

export function writeAttempts(email: string, record: AttemptRecord): void {
  const records = readAll();
  records[email] = record;
  writeAll(records);
}

/** Success or logout clears the counter for that email. */
export function clearAttempts(email: string): void {
  const records = readAll();
  if (!(email in records)) return;
  delete records[email];
  writeAll(records);
}
