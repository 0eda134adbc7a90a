import type { SalesManagerApproval, SalesManagerState } from '@ihe/contracts';

/** is_approved by name (spec 2 §4): null pending, true approved, false rejected. */
export function approvalState(isApproved: SalesManagerApproval): SalesManagerState {
  return isApproved === null ? 'pending' : isApproved ? 'approved' : 'rejected';
}

export const APPROVAL_LABELS: Record<SalesManagerState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export type SalesManagerAction = 'approve' | 'reject' | 'revoke';

/**
 * What an admin may do (spec 2 §4): approve or reject a pending one, approve a rejected one, revoke an
 * approved one (revoke is a reject).
 */
export function actionsFor(state: SalesManagerState): SalesManagerAction[] {
  switch (state) {
    case 'pending':
      return ['approve', 'reject'];
    case 'rejected':
      return ['approve'];
    case 'approved':
      return ['revoke'];
  }
}
