import { randomUUID } from 'node:crypto';
import type { OrderView } from '@ihe/contracts';
import { call } from './scale-out-api.js';

export interface LoadBuyer {
  token: string;
  /** The gateway this buyer talks to. */
  gateway: string;
}

/** One request of the load: an add-to-cart or a checkout. */
export interface LoadRequest {
  kind: 'cart' | 'checkout';
  /** Index of the buyer (in the options' buyers) who sent it. */
  buyer: number;
  /** ms since the load started. */
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when the request got no answer. */
  status: number;
  /** Checkouts: the Idempotency-Key sent. */
  key?: string;
  /** A placed order (201). */
  order?: OrderView;
}

export interface CheckoutLoadOptions {
  buyers: LoadBuyer[];
  productIds: string[];
  durationMs: number;
  /** Runs once, this long after the load started (e.g. a process is killed). */
  event?: { afterMs: number; run: () => void };
}

export interface CheckoutLoadResult {
  requests: LoadRequest[];
  durationMs: number;
  /** When `event` ran, ms since the load started. */
  eventAt?: number;
}

/** A clean answer: 2xx, or 409 (that product ran out). Anything else, or no answer, is a failure. */
export const failed = (request: LoadRequest) =>
  request.status === 0 || (request.status >= 300 && request.status !== 409);

/**
 * Buyers each loop until the time is up: put 1 kg of a random product in the cart, then check out with
 * a new Idempotency-Key, through their own gateway. Every request is recorded with its timing and answer.
 */
export async function runCheckoutLoad(options: CheckoutLoadOptions): Promise<CheckoutLoadResult> {
  const started = performance.now();
  const deadline = started + options.durationMs;
  const requests: LoadRequest[] = [];
  const available = [...options.productIds];
  let eventAt: number | undefined;
  const timer = options.event
    ? setTimeout(() => {
        eventAt = performance.now() - started;
        options.event!.run();
      }, options.event.afterMs)
    : undefined;

  const send = async (
    kind: LoadRequest['kind'],
    buyer: number,
    run: () => Promise<{ status: number; body: unknown }>,
    key?: string,
  ): Promise<LoadRequest> => {
    const request: LoadRequest = {
      kind,
      buyer,
      key,
      startedAt: performance.now() - started,
      endedAt: 0,
      status: 0,
    };
    try {
      const answer = await run();
      request.status = answer.status;
      if (kind === 'checkout' && answer.status === 201) request.order = answer.body as OrderView;
    } catch {
      // no answer (connection cut): status stays 0
    }
    request.endedAt = performance.now() - started;
    requests.push(request);
    return request;
  };

  const buyer = async ({ token, gateway }: LoadBuyer, index: number) => {
    while (performance.now() < deadline && available.length > 0) {
      const productId = available[Math.floor(Math.random() * available.length)];
      const added = await send('cart', index, () =>
        call(gateway, 'POST', '/api/v1/cart/items', { token, body: { productId, quantity: 1 } }),
      );
      if (added.status === 409) available.splice(available.indexOf(productId), 1);
      if (added.status !== 200) continue;
      const key = randomUUID();
      await send(
        'checkout',
        index,
        () =>
          call(gateway, 'POST', '/api/v1/orders', {
            token,
            headers: { 'idempotency-key': key },
            body: { shippingAddress: '1 Replica Road, Ikeja, Lagos', paymentMethod: 'bank_transfer' },
          }),
        key,
      );
    }
  };
  await Promise.all(options.buyers.map(buyer));
  clearTimeout(timer);
  return { requests, durationMs: performance.now() - started, eventAt };
}
