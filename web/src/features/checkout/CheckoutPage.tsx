import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.js';
import { PageLoading } from '../../components/PageLoading.js';
import { toast } from '../../components/toast.js';
import { decideGuard } from '../guards/guard-decision.js';
import { GUARD_POLICIES } from '../guards/guard-policies.js';
import { guardSessionOf } from '../guards/RouteGuard.js';
import { PleaseLogin } from './PleaseLogin.js';

// A guest sees Please Login only: the form, the summary and the live connection load for a signed-in
// buyer, from the moment the page knows one may be there (the session still being restored), alongside
// that check (issue 14: a guest opening a shared /checkout link waits for far less).
const loadCheckout = () => import('./Checkout.js').then((m) => ({ default: m.Checkout }));
const Checkout = lazy(loadCheckout);

/**
 * /checkout (spec 2 §2, §4): consumers only. A guest (or an expired session) sees Please Login
 * instead of being sent away, so the cart stays in view; other roles are turned away as on every
 * consumer page.
 */
export function CheckoutPage() {
  const session = useAppSelector((state) => state.session);
  const decision = decideGuard(guardSessionOf(session), GUARD_POLICIES.consumer, '/checkout');
  const turnedAway = decision.type === 'redirect' && !decision.to.startsWith('/auth') ? decision : null;

  useEffect(() => {
    if (turnedAway?.message) toast.error(turnedAway.message, `guard:${turnedAway.message}`);
  }, [turnedAway?.message]);

  if (decision.type === 'loading') {
    void loadCheckout();
    return <PageLoading label="Checking your session…" />;
  }
  if (turnedAway) return <Navigate to={turnedAway.to} replace />;
  if (decision.type !== 'allow' || !session.user) return <PleaseLogin />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Checkout user={session.user} />
    </Suspense>
  );
}
