import { ADMIN_LIMITS, ADMIN_MESSAGES, type Role, type UserAction } from '@ihe/contracts';

/** The target's state as the action sees it (its profile row, locked). */
export interface UserState {
  role: Role;
  is_active: boolean;
  is_approved: boolean | null;
  deleted_at: Date | null;
}

export type UserStatus = 'suspended' | 'activated' | 'deleted';

export interface UserChange {
  status: UserStatus;
  isActive: boolean;
  /** Activate also approves a user that is not approved (spec 2 §4: "activate when not approved"), but a vendor. */
  approve: boolean;
  /** Delete marks the account deleted (no row is removed). */
  markDeleted: boolean;
  /** Suspend and delete end every session at once. */
  endSessions: boolean;
  message: string;
}

export type UserActionOutcome = { ok: true; change: UserChange } | { ok: false; conflict: string };

/**
 * An admin's action on a user (spec 2 §4, §7 admin_manage_user):
 * - suspend: is_active false, sessions ended; approval untouched (the row shows Suspended).
 * - activate: is_active true; a user that is not approved (pending or rejected) is approved too, since the
 *   spec offers activate exactly "when not approved" — except a vendor, whose approval is its verification
 *   decision (an active, unverified vendor is refused with a text that says so).
 * - delete: is_active false, deleted_at set, sessions ended; final: a deleted account takes no more actions.
 * Admin accounts take none. An action that would change nothing is a conflict.
 */
export function decideUserAction(current: UserState, action: UserAction): UserActionOutcome {
  if (current.role === 'admin') return { ok: false, conflict: ADMIN_MESSAGES.noActionsOnAdmins };
  if (current.deleted_at) return { ok: false, conflict: ADMIN_MESSAGES.accountDeleted };
  const base = { approve: false, markDeleted: false, endSessions: false };
  switch (action) {
    case 'suspend':
      if (!current.is_active) return { ok: false, conflict: ADMIN_MESSAGES.alreadySuspended };
      return {
        ok: true,
        change: {
          ...base,
          status: 'suspended',
          isActive: false,
          endSessions: true,
          message: ADMIN_MESSAGES.suspended,
        },
      };
    case 'activate': {
      // A vendor's approval belongs to its verification request (verification service), never to this.
      const approve = current.is_approved !== true && current.role !== 'vendor';
      if (current.is_active && !approve)
        return {
          ok: false,
          conflict:
            current.role === 'vendor' && current.is_approved !== true
              ? ADMIN_MESSAGES.vendorApprovedByVerification
              : ADMIN_MESSAGES.alreadyActive,
        };
      return {
        ok: true,
        change: {
          ...base,
          status: 'activated',
          isActive: true,
          approve,
          message: ADMIN_MESSAGES.activated,
        },
      };
    }
    case 'delete':
      return {
        ok: true,
        change: {
          ...base,
          status: 'deleted',
          isActive: false,
          markDeleted: true,
          endSessions: true,
          message: ADMIN_MESSAGES.deleted,
        },
      };
  }
}

/** The stored notes: trimmed, at most the limit, null when blank. */
export function actionNotes(notes?: string | null): string | null {
  return notes?.trim().slice(0, ADMIN_LIMITS.notesMax) || null;
}
