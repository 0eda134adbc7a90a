import { describe, expect, it } from '@jest/globals';
import {
  approvalState,
  containsPattern,
  decideApproval,
  rejectionReason,
} from './sales-manager-approval.rules.js';

describe('decideApproval (spec 2 §4)', () => {
  it.each([
    [null, 'approve', { ok: true, next: true, reason: null }],
    [false, 'approve', { ok: true, next: true, reason: null }],
    [true, 'approve', { ok: false, conflict: 'This sales manager is already approved' }],
    [null, 'reject', { ok: true, next: false, reason: 'Rejected by admin' }],
    [true, 'reject', { ok: true, next: false, reason: 'Rejected by admin' }],
    [false, 'reject', { ok: false, conflict: 'This sales manager is already rejected' }],
  ] as const)('is_approved %p, %s → %p', (current, action, outcome) => {
    expect(decideApproval(current, action)).toEqual(outcome);
  });

  it("keeps the admin's reason, trimmed; a blank one is the spec's fixed text", () => {
    expect(decideApproval(null, 'reject', '  No company id  ')).toEqual({
      ok: true,
      next: false,
      reason: 'No company id',
    });
    expect(rejectionReason('   ')).toBe('Rejected by admin');
    expect(rejectionReason(null)).toBe('Rejected by admin');
  });
});

describe('approvalState and containsPattern', () => {
  it('names the states and escapes ILIKE wildcards', () => {
    expect([null, true, false].map(approvalState)).toEqual(['pending', 'approved', 'rejected']);
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
