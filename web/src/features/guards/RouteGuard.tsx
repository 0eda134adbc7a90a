import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import type { RootState } from '../../app/store.js';
import { PageLoading } from '../../components/PageLoading.js';
import { toast } from '../../components/toast.js';
import { checkSessionIntegrity } from '../session/session-checks.js';
import { SESSION_TOAST_KEY } from '../session/session-middleware.js';
import { guardToastKey } from './guard-toast-key.js';
import { AppHeader } from '../layout/AppHeader.js';
import { decideGuard, type GuardSession, type Revalidation } from './guard-decision.js';
import { GUARD_POLICIES, type GuardPolicyName } from './guard-policies.js';

const AccessDenied = lazy(() => import('./AccessDenied.js').then((m) => ({ default: m.AccessDenied })));

export function guardSessionOf(session: RootState['session']): GuardSession {
  switch (session.status) {
    case 'checking':
      return { phase: 'checking' };
    case 'signedIn':
      return { phase: 'signedIn', user: session.user };
    case 'expired':
      return { phase: 'invalid' };
    default:
      return { phase: 'signedOut' };
  }
}

interface Props {
  policy: GuardPolicyName;
  children: ReactNode;
  /** Outside the storefront shell (role areas): give the Access Denied page the header, so the way on stays visible. */
  withHeader?: boolean;
}

/** Wraps a route set: loading while checking, then the page, a redirect with the spec's message, or Access Denied. */
export function RouteGuard({ policy: policyName, children, withHeader = false }: Props) {
  const policy = GUARD_POLICIES[policyName];
  const dispatch = useAppDispatch();
  const location = useLocation();
  const session = useAppSelector((state) => state.session);
  const [revalidation, setRevalidation] = useState<Revalidation>('pending');
  const [revalidating, setRevalidating] = useState(false);
  const needsRevalidation = 'revalidate' in policy && policy.revalidate && session.status === 'signedIn';

  useEffect(() => {
    if (!needsRevalidation) return;
    let current = true;
    setRevalidating(true);
    void dispatch(checkSessionIntegrity()).then((outcome) => {
      // An unreachable server is not a refused session: the server still checks every call.
      if (current) setRevalidation(outcome === 'invalid' ? 'failed' : 'ok');
    });
    return () => {
      current = false;
    };
  }, [needsRevalidation, dispatch]);

  const path = location.pathname + location.search;
  // A check that ended the session (refresh refused) is a failed re-validation, not a plain expiry.
  const effectiveRevalidation = revalidating && session.status === 'expired' ? 'failed' : revalidation;
  const decision = decideGuard(guardSessionOf(session), policy, path, effectiveRevalidation);
  const message =
    decision.type === 'redirect' ? decision.message : decision.type === 'denied' ? decision.toast : undefined;

  useEffect(() => {
    // Keyed toasts: StrictMode's double effects and the session's own "expired" toast collapse into one.
    if (message)
      toast.error(
        message,
        message.toLowerCase().includes('session') ? SESSION_TOAST_KEY : guardToastKey(message),
      );
  }, [message]);

  if (decision.type === 'loading') return <PageLoading label="Checking your session…" />;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'denied') {
    const denied = (
      <Suspense fallback={<PageLoading />}>
        <AccessDenied title={decision.title} message={decision.message} />
      </Suspense>
    );
    return withHeader ? (
      <div className="ihe-page">
        <AppHeader />
        <main className="ihe-main">{denied}</main>
      </div>
    ) : (
      denied
    );
  }
  return <>{children}</>;
}
