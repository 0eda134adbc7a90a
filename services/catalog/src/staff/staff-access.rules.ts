import { AUTH_MESSAGES, GUARD_MESSAGES, type Role } from '@ihe/contracts';

/** What catalog knows of a caller: the token's role and, for a sales manager, the projection's approval. */
export interface StaffCaller {
  role: Role | null;
  /** staff_members.is_approved; undefined when catalog has not heard of the account yet (pending). */
  isApproved?: boolean | null;
}

export type StaffAccess = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/**
 * Who may use the sales-manager routes (spec 2 §2 route table, §6): an approved sales manager; admins only
 * where `adminMayRead` (the audit log: admins approve the managers and make product changes of their own,
 * which the log records, so they may read and export it). Pending gets the spec's pending text, rejected
 * (or revoked) and other roles "Access denied. Sales Manager access required.", a guest 401.
 */
export function staffAccess(caller: StaffCaller, adminMayRead: boolean): StaffAccess {
  if (caller.role === null) return { allowed: false, status: 401, message: AUTH_MESSAGES.unauthorized };
  if (caller.role === 'admin' && adminMayRead) return { allowed: true };
  if (caller.role !== 'sales_manager')
    return { allowed: false, status: 403, message: GUARD_MESSAGES.salesManagerOnly };
  if (caller.isApproved === true) return { allowed: true };
  if (caller.isApproved === false)
    return { allowed: false, status: 403, message: GUARD_MESSAGES.salesManagerOnly };
  return { allowed: false, status: 403, message: GUARD_MESSAGES.salesManagerPending };
}
