import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page.js';
import { useAppSelector } from '../../app/hooks.js';
import { PageLoading } from '../../components/PageLoading.js';
import { toast } from '../../components/toast.js';
import { decideGuard } from '../guards/guard-decision.js';
import { GUARD_POLICIES } from '../guards/guard-policies.js';
import { guardSessionOf } from '../guards/RouteGuard.js';
import { loadStoredSession } from '../session/session-storage.js';
import { PleaseLogin } from './PleaseLogin.js';
import './checkout-page.css';

// A guest sees Please Login only: the form, the summary and the live connection load for a signed-in
// buyer (issue 14: a guest opening a shared /checkout link waits for far less).
const Checkout = lazyPage(() => import('./Checkout.js').then((m) => m.Checkout));

/**
 * The page's code, with the signed-in form's when this browser keeps a session: that buyer's first
 * render is then the form, not a loading spinner in its place (src/app/routes.tsx).
 */
export async function loadCheckoutPage(): Promise<ComponentType> {
  if (loadStoredSession()) await Checkout.preload().catch(() => undefined);
  return CheckoutPage;
}

/**
 * /checkout (spec 2 §2, §4): consumers only. A guest (or an expired session) sees Please Login
 * instead of being sent away, so the cart stays in view; other roles are turned away as on every
 * consumer page.
 *
 * While the session is checked, a consumer's stored profile draws the form in its loading state (the
 * summary and Place Order wait for the cart, which waits for the check), so a returning buyer can start on
 * the address at once. Without a profile to go by (the prerendered page, drawn at build time), the page
 * is both the form's layout and Please Login; the browser's stored session picks which one shows before
 * the first paint (index.html).
 */
export function CheckoutPage() {
  const session = useAppSelector((state) => state.session);
  const decision = decideGuard(guardSessionOf(session), GUARD_POLICIES.consumer, '/checkout');
  const turnedAway = decision.type === 'redirect' && !decision.to.startsWith('/auth') ? decision : null;

  useEffect(() => {
    if (turnedAway?.message) toast.error(turnedAway.message, `guard:${turnedAway.message}`);
  }, [turnedAway?.message]);

  const checking = decision.type === 'loading';
  const { user } = session;
  const both = checking && !user;
  // The form keeps its place in the tree from the prerendered page (both views) to the buyer's own, so what
  // was typed into it before and while the session is checked stays.
  if (both || (user?.role === 'consumer' && (checking || decision.type === 'allow')))
    return (
      <>
        <div className={both ? 'ihe-checkout-for-stored-session' : undefined}>
          <Suspense fallback={<PageLoading />}>
            <Checkout user={user} />
          </Suspense>
        </div>
        {both && (
          <div className="ihe-checkout-for-guest">
            <PleaseLogin />
          </div>
        )}
      </>
    );
  if (checking) return <PageLoading label="Checking your session…" />;
  if (turnedAway) return <Navigate to={turnedAway.to} replace />;
  return <PleaseLogin />;
}
