import { useCallback, useEffect, useState } from 'react';
import {
  afterFailure,
  afterServerLock,
  attemptsRemaining,
  clearAttempts,
  isLocked,
  lockMinutesLeft,
  readAttempts,
  showsRemainingNotice,
  writeAttempts,
  type AttemptRecord,
} from './login-attempts.js';

/** The lockout state of the email typed in the login form, kept in localStorage per email. */
export function useLoginLockout(email: string) {
  const [record, setRecord] = useState<AttemptRecord>(() => readAttempts(email, Date.now()));

  useEffect(() => setRecord(readAttempts(email, Date.now())), [email]);

  // Re-enable the form the moment the lock ends.
  useEffect(() => {
    if (record.lockedUntil === null) return;
    const timer = setTimeout(
      () => setRecord(readAttempts(email, Date.now())),
      Math.max(0, record.lockedUntil - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [record.lockedUntil, email]);

  const recordFailure = useCallback(
    (serverRemaining?: number): AttemptRecord => {
      const next = afterFailure(readAttempts(email, Date.now()), Date.now(), serverRemaining);
      writeAttempts(email, next);
      setRecord(next);
      return next;
    },
    [email],
  );

  const recordServerLock = useCallback(
    (minutes?: number): AttemptRecord => {
      const next = afterServerLock(Date.now(), minutes);
      writeAttempts(email, next);
      setRecord(next);
      return next;
    },
    [email],
  );

  const clear = useCallback(() => {
    clearAttempts(email);
    setRecord(readAttempts(email, Date.now()));
  }, [email]);

  const now = Date.now();
  return {
    record,
    locked: isLocked(record, now),
    remaining: attemptsRemaining(record),
    showNotice: showsRemainingNotice(record, now),
    minutesLeft: lockMinutesLeft(record, now),
    recordFailure,
    recordServerLock,
    clear,
  };
}
