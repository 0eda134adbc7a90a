/**
 * Admin sales-manager applications (spec 2 §2 admin, §4 approval states, §7 admin calls, §8 texts): the
 * shapes of identity's public API for them, shared with the web.
 */

/** is_approved of a sales manager (spec 2 §4): null pending, true approved, false rejected (or revoked). */
export type SalesManagerApproval = boolean | null;

/** The three states by name, as the counts name them. */
export const SALES_MANAGER_STATES = ['pending', 'approved', 'rejected'] as const;
export type SalesManagerState = (typeof SALES_MANAGER_STATES)[number];

export const ADMIN_SALES_MANAGERS_PATH = '/api/v1/admin/sales-managers';

export const ADMIN_SALES_MANAGER_LIMITS = {
  searchMax: 100,
  reasonMax: 500,
  /** At most this many rows in one list (newest first); a search narrows it. */
  listMax: 500,
} as const;

/** One row of GET /api/v1/admin/sales-managers (spec 2 §7: the profile's columns, newest first). */
export interface AdminSalesManagerItem {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  companyIdCode: string | null;
  isApproved: SalesManagerApproval;
  /** The reason of the last rejection (or revocation); null while pending or approved. */
  rejectionReason: string | null;
  createdAt: string;
}

/** GET /api/v1/admin/sales-managers?search= */
export interface AdminSalesManagerQuery {
  /** Matches full name, email or company id code (case-insensitive substring). */
  search?: string;
}

export interface AdminSalesManagerList {
  items: AdminSalesManagerItem[];
  /** Every sales manager by state, whatever the search. */
  counts: Record<SalesManagerState, number>;
}

/** POST /api/v1/admin/sales-managers/:id/reject (revoke is a reject of an approved one). */
export interface RejectSalesManagerRequest {
  /** Default: `Rejected by admin` (spec 2 §7). */
  reason?: string | null;
}

/** The answer of approve and reject: the row as it is now, and the spec's toast. */
export interface SalesManagerDecisionResponse {
  salesManager: AdminSalesManagerItem;
  message: string;
}

/** Texts of the sales-manager applications: the spec's (spec 2 §7, §8, verbatim) and the API's own. */
export const ADMIN_SALES_MANAGER_MESSAGES = {
  // spec 2 §8 (web toasts)
  approved: 'Sales manager approved successfully',
  rejected: 'Sales manager rejected',
  loadFailed: 'Failed to load sales managers',
  approveFailed: 'Failed to approve sales manager',
  rejectFailed: 'Failed to reject sales manager',
  // spec 2 §7: reject_sales_manager's fixed reason, also the revoke's
  defaultRejectReason: 'Rejected by admin',
  // The API's own
  notFound: 'Sales manager not found',
  alreadyApproved: 'This sales manager is already approved',
  alreadyRejected: 'This sales manager is already rejected',
  searchTooLong: `Search must be at most ${ADMIN_SALES_MANAGER_LIMITS.searchMax} characters`,
  reasonText: 'Reason must be text',
  reasonTooLong: `Reason must be at most ${ADMIN_SALES_MANAGER_LIMITS.reasonMax} characters`,
} as const;
