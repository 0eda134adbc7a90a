import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Typography } from 'antd';
import type { OrderView, UserProfile } from '@ihe/contracts';
import { useAppSelector } from '../../app/hooks.js';
import { PageLoading } from '../../components/PageLoading.js';
import { toast } from '../../components/toast.js';
import { decideGuard } from '../guards/guard-decision.js';
import { GUARD_POLICIES } from '../guards/guard-policies.js';
import { guardSessionOf } from '../guards/RouteGuard.js';
import { orderNotificationOutcomes } from '../live-updates/outcome-waiter.js';
import { useLiveEvents } from '../live-updates/use-live-events.js';
import { CheckoutForm } from './CheckoutForm.js';
import { CheckoutSuccess } from './CheckoutSuccess.js';
import { PleaseLogin } from './PleaseLogin.js';
import './checkout.css';

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

  if (decision.type === 'loading') return <PageLoading label="Checking your session…" />;
  if (turnedAway) return <Navigate to={turnedAway.to} replace />;
  if (decision.type !== 'allow' || !session.user) return <PleaseLogin />;
  return <Checkout user={session.user} />;
}

function Checkout({ user }: { user: UserProfile }) {
  const [placed, setPlaced] = useState<OrderView | null>(null);
  // Open before the order is placed (the WhatsApp outcome may come before the checkout answer) and kept
  // open on the success screen, where the outcome usually arrives a few seconds later.
  useLiveEvents({ onNotificationOutcome: (event) => orderNotificationOutcomes.receive(event) });
  useEffect(() => {
    if (placed) window.scrollTo({ top: 0 });
  }, [placed]);
  return (
    <div className="ihe-container ihe-checkout">
      {placed ? (
        <CheckoutSuccess order={placed} />
      ) : (
        <>
          <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
            Checkout
          </Typography.Title>
          <CheckoutForm user={user} onPlaced={setPlaced} />
        </>
      )}
    </div>
  );
}
