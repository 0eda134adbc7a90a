import { describe, expect, it } from '@jest/globals';
import { approvalAfter } from './vendor-approval.rules.js';

describe('approvalAfter', () => {
  it('approves, rejects, or leaves the approval as it is', () => {
    expect(approvalAfter('approved')).toBe(true);
    expect(approvalAfter('rejected')).toBe(false);
    expect(approvalAfter('requires_documents')).toBeUndefined();
  });
});
