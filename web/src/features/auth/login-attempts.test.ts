import { describe, expect, it } from 'vitest';
import {
  NO_ATTEMPTS,
  afterFailure,
  afterServerLock,
  attemptsRemaining,
  clearAttempts,
  currentRecord,
  isLocked,
  lockMinutesLeft,
  readAttempts,
  remainingAttemptsNotice,
  showsRemainingNotice,
  writeAttempts,
  type AttemptRecord,
} from './login-attempts.js';

const MINUTE = 60_000;
const t0 = Date.parse('2026-11-22T10:00:00Z');

function failTimes(n: number, start = t0): AttemptRecord {
  let record = NO_ATTEMPTS;
  for (let i = 0; i < n; i++) record = afterFailure(record, start + i * 1000);
  return record;
}

describe('login lockout rules', () => {
  it('counts failures and locks on the fifth for 15 minutes', () => {
    const four = failTimes(4);
    expect(four.failures).toBe(4);
    expect(isLocked(four, t0 + 5000)).toBe(false);
    expect(attemptsRemaining(four)).toBe(1);

    const five = afterFailure(four, t0 + 5000);
    expect(isLocked(five, t0 + 5000)).toBe(true);
    expect(five.lockedUntil).toBe(t0 + 5000 + 15 * MINUTE);
    expect(isLocked(five, t0 + 5000 + 15 * MINUTE)).toBe(false);
  });

  it('shows the remaining-attempts notice only after more than 2 failures and not while locked', () => {
    expect(showsRemainingNotice(failTimes(2), t0 + 2000)).toBe(false);
    expect(showsRemainingNotice(failTimes(3), t0 + 3000)).toBe(true);
    expect(attemptsRemaining(failTimes(3))).toBe(2);
    expect(showsRemainingNotice(failTimes(5), t0 + 6000)).toBe(false);
    expect(remainingAttemptsNotice(2)).toBe(
      '2 of 5 login attempts remaining before this account is locked for 15 minutes.',
    );
  });

  it('raises the count to what the server reports as remaining', () => {
    // Failures made from another device: the server says only 1 attempt remains.
    const record = afterFailure(NO_ATTEMPTS, t0, 1);
    expect(record.failures).toBe(4);
    expect(showsRemainingNotice(record, t0)).toBe(true);
    // The server never lowers the local count.
    expect(afterFailure(failTimes(3), t0 + 4000, 4).failures).toBe(4);
    expect(isLocked(afterFailure(NO_ATTEMPTS, t0, 0), t0)).toBe(true);
  });

  it('starts over when the 15-minute window has passed', () => {
    const three = failTimes(3);
    expect(currentRecord(three, t0 + 15 * MINUTE)).toEqual(NO_ATTEMPTS);
    expect(afterFailure(three, t0 + 16 * MINUTE).failures).toBe(1);
    expect(currentRecord(three, t0 + 14 * MINUTE).failures).toBe(3);
  });

  it('locks for the minutes a 429 names, defaulting to 15', () => {
    expect(afterServerLock(t0, 10).lockedUntil).toBe(t0 + 10 * MINUTE);
    expect(afterServerLock(t0).lockedUntil).toBe(t0 + 15 * MINUTE);
  });

  it('rounds the minutes left up to whole minutes', () => {
    const locked = afterServerLock(t0, 15);
    expect(lockMinutesLeft(locked, t0)).toBe(15);
    expect(lockMinutesLeft(locked, t0 + 14 * MINUTE + 1)).toBe(1);
    expect(lockMinutesLeft(locked, t0 + 90_000)).toBe(14);
  });

  it('keeps records per email in localStorage and clears one on success or logout', () => {
    writeAttempts('a@example.com', failTimes(3, Date.now()));
    writeAttempts('b@example.com', failTimes(1, Date.now()));
    expect(readAttempts('a@example.com', Date.now()).failures).toBe(3);
    clearAttempts('a@example.com');
    expect(readAttempts('a@example.com', Date.now())).toEqual(NO_ATTEMPTS);
    expect(readAttempts('b@example.com', Date.now()).failures).toBe(1);
  });
});
