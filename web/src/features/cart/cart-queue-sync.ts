import { CART_MESSAGES, type CartView } from '@ihe/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { describeApiError } from '../../app/api-error.js';
import type { AppThunk } from '../../app/store.js';
import { toast } from '../../components/toast.js';
import { cartApi } from './cart-api.js';
import type { QueuedCartChange } from './cart-change-queue.js';
import { isUnreachable } from './cart-failure.js';
import { localCartReplaced, queuedCartChangeDone } from './local-cart-slice.js';

type Answer =
  { data: CartView; error?: undefined } | { data?: undefined; error: FetchBaseQueryError | SerializedError };

/**
 * Statuses that say "not now" rather than "never": the change waits for the next try (a signed-out
 * or expired session waits for the next login, a rate limit for the next connection event).
 */
const RETRY_LATER = new Set([401, 408, 429]);

function mustWait(error: FetchBaseQueryError | SerializedError): boolean {
  return isUnreachable(error) || RETRY_LATER.has(describeApiError(error).status ?? 0);
}

const sendChange =
  (change: QueuedCartChange): AppThunk<Promise<Answer>> =>
  (dispatch) => {
    const options = { track: false } as const;
    const { endpoints } = cartApi;
    // Only the fields each request takes: the server refuses unknown ones.
    const productId = change.kind === 'merge' ? '' : change.productId;
    switch (change.kind) {
      case 'merge':
        return dispatch(endpoints.mergeCart.initiate({ items: change.items }, options));
      case 'add':
        return dispatch(endpoints.addCartItem.initiate({ productId, quantity: change.quantity }, options));
      case 'set':
        return dispatch(
          endpoints.setCartItemQuantity.initiate({ productId, quantity: change.quantity }, options),
        );
      case 'remove':
        return dispatch(endpoints.removeCartItem.initiate(productId, options));
    }
  };

/**
 * Sends the consumer's queued cart changes in order, each once: saved, or refused with the
 * server's text shown (e.g. out of stock). Stops at the first that cannot get through and keeps it
 * and the rest for the next try; true when the queue is empty and the server cart is shown again.
 * Callers run one at a time (syncLocalCart).
 */
export const sendQueuedCartChanges = (): AppThunk<Promise<boolean>> => async (dispatch, getState) => {
  let answered: CartView | undefined;
  for (let change = getState().cart.queue?.changes[0]; change; change = getState().cart.queue?.changes[0]) {
    const result = await dispatch(sendChange(change));
    if (result.data) answered = result.data;
    else if (mustWait(result.error)) return false;
    else {
      const { message } = describeApiError(result.error);
      if (message) toast.error(message);
    }
    dispatch(queuedCartChangeDone());
  }
  // Every answer is the whole cart; with none (all refused), ask for it.
  if (answered) await dispatch(cartApi.util.upsertQueryData('getCart', undefined, answered));
  else
    await dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false, forceRefetch: true }));
  dispatch(localCartReplaced([]));
  toast.success(CART_MESSAGES.synced);
  return true;
};
