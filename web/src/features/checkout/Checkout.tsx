import { useEffect, useState } from 'react';
import type { OrderView, UserProfile } from '@ihe/contracts';
import { orderNotificationOutcomes } from '../live-updates/outcome-waiter.js';
import { themeVariablesClass } from '../../app/theme.js';
import { useLiveEvents } from '../live-updates/use-live-events.js';
import { CheckoutForm } from './CheckoutForm.js';
import { CheckoutSuccess } from './CheckoutSuccess.js';
import './checkout.css';

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
        <CheckoutSuccess order={placed} />
      ) : (
        <>
          <h1 className={`${themeVariablesClass} ihe-checkout-title`}>Checkout</h1>
          <CheckoutForm user={user} onPlaced={setPlaced} />
        </>
      )}
    </div>
  );
}
