import type { VerificationDecision } from '@ihe/contracts';

/**
 * The vendor profile's is_approved after a verification decision (spec 2 §4): approval sets it true,
 * rejection false; a request for documents leaves it as it is (undefined).
 */
export function approvalAfter(decision: VerificationDecision): boolean | undefined {
  if (decision === 'approved') return true;
  if (decision === 'rejected') return false;
  return undefined;
}
