import { Typography } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import type { OrderView, UserProfile } from '@ihe/contracts';
import { orderNotificationOutcomes } from '../live-updates/outcome-waiter.js';
import { lazyPage } from '../../app/lazy-page.js';
import { PageLoading } from '../../components/PageLoading.js';
import { useLiveEvents } from '../live-updates/use-live-events.js';
import { CheckoutForm } from './CheckoutForm.js';
import './checkout.css';

// The success screen's code (antd's Result and Descriptions, ~13 KB gzip) loads while the order is being
// placed, not with the form every buyer waits for (issue 14).
const CheckoutSuccess = lazyPage(() => import('./CheckoutSuccess.js').then((m) => m.CheckoutSuccess));
const loadSuccessScreen = () => void CheckoutSuccess.preload().catch(() => undefined);

/**
 * A signed-in consumer's checkout (spec 2 §4): the form with the order summary, then the success screen.
 * `user` is null on the prerendered page, drawn before anyone's profile is known.
 */
export function Checkout({ user }: { user: UserProfile | null }) {
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
        <Suspense fallback={<PageLoading />}>
          <CheckoutSuccess order={placed} />
        </Suspense>
      ) : (
        <>
          <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
            Checkout
          </Typography.Title>
          <CheckoutForm user={user} onPlacing={loadSuccessScreen} onPlaced={setPlaced} />
        </>
      )}
    </div>
  );
}
