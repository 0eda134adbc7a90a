import { LOCKOUT } from '@ihe/contracts';

/** What a failed login means for the email's lock state (spec 1 §4, §9). */
export interface FailureOutcome {
  locked: boolean;
  attemptsRemaining: number;
}

export function outcomeOfFailure(failuresInWindow: number): FailureOutcome {
  const attemptsRemaining = Math.max(0, LOCKOUT.maxFailedAttempts - failuresInWindow);
  return { locked: attemptsRemaining === 0, attemptsRemaining };
}

/** Whole minutes left on a lock, never 0 while locked. */
export function minutesLeft(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}
