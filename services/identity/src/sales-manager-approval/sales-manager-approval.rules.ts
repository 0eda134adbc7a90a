import {
  ADMIN_SALES_MANAGER_LIMITS,
  ADMIN_SALES_MANAGER_MESSAGES,
  type SalesManagerApproval,
  type SalesManagerState,
} from '@ihe/contracts';

export type ApprovalAction = 'approve' | 'reject';

export type ApprovalOutcome =
  { ok: true; next: boolean; reason: string | null } | { ok: false; conflict: string };

/**
 * Spec 2 §4: the admin approves or rejects a pending sales manager, approves a rejected one and revokes an
 * approved one (revoke is the reject action). Approving an approved one or rejecting a rejected one is a
 * conflict that changes nothing. A rejection keeps its reason (default `Rejected by admin`, spec 2 §7).
 */
export function decideApproval(
  current: SalesManagerApproval,
  action: ApprovalAction,
  reason?: string | null,
): ApprovalOutcome {
  if (action === 'approve') {
    if (current === true) return { ok: false, conflict: ADMIN_SALES_MANAGER_MESSAGES.alreadyApproved };
    return { ok: true, next: true, reason: null };
  }
  if (current === false) return { ok: false, conflict: ADMIN_SALES_MANAGER_MESSAGES.alreadyRejected };
  return { ok: true, next: false, reason: rejectionReason(reason) };
}

/** The stored reason: trimmed, or the spec's fixed text when none is given. */
export function rejectionReason(reason?: string | null): string {
  const trimmed = reason?.trim().slice(0, ADMIN_SALES_MANAGER_LIMITS.reasonMax);
  return trimmed || ADMIN_SALES_MANAGER_MESSAGES.defaultRejectReason;
}

export function approvalState(isApproved: SalesManagerApproval): SalesManagerState {
  if (isApproved === null) return 'pending';
  return isApproved ? 'approved' : 'rejected';
}

/** An ILIKE pattern matching `text` anywhere, its wildcards and the escape character taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
