import { GUARD_MESSAGES, type Role } from '@ihe/contracts';

/** What a guarded route set does with a user of the wrong role (spec 2 §6 per area). */
export type WrongRoleOutcome =
  | { type: 'redirect'; to: string; message: string }
  | { type: 'denied'; title: string; message: string; toast?: string };

export interface GuardPolicy {
  /** Passes only this role; without `wrongRole` the generic "Access denied. {Role} role required." applies. */
  requiredRole?: Role;
  /** Passes any of these roles ("Access denied. Required roles: {list}"). */
  allowedRoles?: readonly Role[];
  requireApproval?: boolean;
  /** Admin and sales manager routes re-validate the session with the server first. */
  revalidate?: boolean;
  wrongRole?: WrongRoleOutcome;
}

export const GUARD_POLICIES = {
  consumer: {
    requiredRole: 'consumer',
    wrongRole: { type: 'redirect', to: '/', message: GUARD_MESSAGES.consumerOnly },
  },
  vendor: {
    requiredRole: 'vendor',
    wrongRole: {
      type: 'denied',
      title: 'Access Denied',
      message: 'This area is only accessible to verified vendors.',
    },
  },
  salesManager: {
    requiredRole: 'sales_manager',
    requireApproval: true,
    revalidate: true,
    wrongRole: { type: 'redirect', to: '/', message: GUARD_MESSAGES.salesManagerOnly },
  },
  admin: {
    requiredRole: 'admin',
    revalidate: true,
    wrongRole: {
      type: 'denied',
      title: GUARD_MESSAGES.adminPrivileges,
      message: 'This area is only accessible to administrators.',
      toast: GUARD_MESSAGES.adminOnly,
    },
  },
} as const satisfies Record<string, GuardPolicy>;

export type GuardPolicyName = keyof typeof GUARD_POLICIES;
