import { describe, expect, it } from '@jest/globals';
import { minutesLeft, outcomeOfFailure } from './lockout.policy.js';

describe('login lockout policy (5 failures, 15 minutes)', () => {
  it('counts down the attempts and locks at the fifth failure', () => {
    expect([1, 2, 3, 4, 5, 6].map(outcomeOfFailure)).toEqual([
      { locked: false, attemptsRemaining: 4 },
      { locked: false, attemptsRemaining: 3 },
      { locked: false, attemptsRemaining: 2 },
      { locked: false, attemptsRemaining: 1 },
      { locked: true, attemptsRemaining: 0 },
      { locked: true, attemptsRemaining: 0 },
    ]);
  });

  it('shows whole minutes, rounded up, never 0 while locked', () => {
    expect(minutesLeft(15 * 60_000)).toBe(15);
    expect(minutesLeft(14 * 60_000 + 1)).toBe(15);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(500)).toBe(1);
    expect(minutesLeft(0)).toBe(1);
  });
});
