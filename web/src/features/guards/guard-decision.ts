import { GUARD_MESSAGES, ROLE_LABELS, guardHomeFor, type UserProfile } from '@ihe/contracts';
import type { GuardPolicy } from './guard-policies.js';

/**
 * What the guard knows: `checking` while stored tokens are verified, `invalid` when the session
 * expired or was refused, `signedIn` with or without a profile.
 */
export type GuardSession =
  | { phase: 'checking' }
  | { phase: 'signedOut' }
  | { phase: 'invalid' }
  | { phase: 'signedIn'; user: UserProfile | null };

/** The server re-validation of admin and sales manager routes. */
export type Revalidation = 'pending' | 'ok' | 'failed';

export type GuardDecision =
  | { type: 'loading' }
  | { type: 'allow' }
  | { type: 'redirect'; to: string; message?: string }
  | { type: 'denied'; title: string; message: string; toast?: string };

export function authRedirect(path: string): string {
  return `/auth?redirect=${encodeURIComponent(path)}`;
}

/** The route guard of spec 1 §6 and spec 2 §6, as a pure decision. */
export function decideGuard(
  session: GuardSession,
  policy: GuardPolicy,
  path: string,
  revalidation: Revalidation = 'ok',
): GuardDecision {
  if (session.phase === 'checking') return { type: 'loading' };
  if (policy.revalidate && revalidation === 'failed')
    return { type: 'redirect', to: authRedirect(path), message: GUARD_MESSAGES.sessionValidationFailed };
  if (session.phase === 'invalid')
    return { type: 'redirect', to: authRedirect(path), message: GUARD_MESSAGES.sessionExpired };
  if (session.phase === 'signedOut') return { type: 'redirect', to: authRedirect(path) };

  const { user } = session;
  if (!user) return { type: 'redirect', to: '/', message: GUARD_MESSAGES.profileMissing };
  if (policy.revalidate && revalidation === 'pending') return { type: 'loading' };

  if (policy.allowedRoles && !policy.allowedRoles.includes(user.role))
    return {
      type: 'denied',
      title: 'Access Denied',
      message: GUARD_MESSAGES.rolesRequired(policy.allowedRoles.map((role) => ROLE_LABELS[role])),
    };
  if (policy.requiredRole && user.role !== policy.requiredRole) {
    if (policy.wrongRole) return policy.wrongRole;
    return {
      type: 'redirect',
      to: guardHomeFor(user.role),
      message: GUARD_MESSAGES.roleRequired(ROLE_LABELS[policy.requiredRole]),
    };
  }
  if (policy.requireApproval && user.isApproved !== true)
    return {
      type: 'redirect',
      to: '/',
      message:
        user.role === 'sales_manager' ? GUARD_MESSAGES.salesManagerPending : GUARD_MESSAGES.approvalRequired,
    };
  return { type: 'allow' };
}
