import { describe, expect, it } from 'vitest';
import { actionsFor, approvalState } from './approval-state.js';

describe('sales manager approval states (spec 2 §4)', () => {
  it('reads is_approved null, true and false as pending, approved and rejected', () => {
    expect(approvalState(null)).toBe('pending');
    expect(approvalState(true)).toBe('approved');
    expect(approvalState(false)).toBe('rejected');
  });

  it('offers approve and reject when pending, approve when rejected, revoke when approved', () => {
    expect(actionsFor('pending')).toEqual(['approve', 'reject']);
    expect(actionsFor('rejected')).toEqual(['approve']);
    expect(actionsFor('approved')).toEqual(['revoke']);
  });
});
