import type { OrderView, PlaceOrderRequest } from '@ihe/contracts';
import { CHECKOUT_MESSAGES } from '@ihe/contracts';
import { createCheckoutAttemptKey, type CheckoutAttemptKey } from './idempotency-key.js';

export type SendOrder = (
  order: PlaceOrderRequest,
  idempotencyKey: string,
) => Promise<{ ok: true; order: OrderView } | { ok: false; status?: number; message?: string }>;

export type PlaceOutcome =
  | { type: 'placed'; order: OrderView }
  | { type: 'failed'; status?: number; message: string }
  /** A second submit while the first is still on its way: nothing was sent. */
  | { type: 'busy' };

/**
 * Sends checkout requests: at most one at a time (a double click is ignored even before React has
 * re-rendered the disabled button), always with the current attempt's key, which changes only
 * after an order was placed.
 */
export function createOrderPlacer(send: SendOrder, key: CheckoutAttemptKey = createCheckoutAttemptKey()) {
  let inFlight = false;
  return {
    key,
    isPlacing: () => inFlight,
    async place(order: PlaceOrderRequest): Promise<PlaceOutcome> {
      if (inFlight) return { type: 'busy' };
      inFlight = true;
      try {
        const result = await send(order, key.current());
        if (result.ok) {
          key.succeeded();
          return { type: 'placed', order: result.order };
        }
        return {
          type: 'failed',
          status: result.status,
          message: failureMessage(result.status, result.message),
        };
      } catch {
        return { type: 'failed', message: CHECKOUT_MESSAGES.failedRetry };
      } finally {
        inFlight = false;
      }
    },
  };
}

/** The server's own text for what the buyer can fix (4xx: address, payment, empty cart, stock); else the spec's. */
export function failureMessage(status: number | undefined, serverMessage: string | undefined): string {
  if (status !== undefined && status >= 400 && status < 500 && serverMessage) return serverMessage;
  return CHECKOUT_MESSAGES.failedRetry;
}
