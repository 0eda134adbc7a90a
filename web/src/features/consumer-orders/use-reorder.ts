import { useCallback, useState } from 'react';
import type { CartView, OrderView } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { useAppDispatch } from '../../app/hooks.js';
import { toast } from '../../components/toast.js';
import { syncLocalCart } from '../cart/cart-actions.js';
import { cartApi, useAddCartItemMutation } from '../cart/cart-api.js';
import { ORDERS_MESSAGES } from './orders-messages.js';
import { reorderOutcome, type ReorderLine } from './reorder-outcome.js';

/** 404: the product is gone; 409: sold out. Both skip the line; anything else is a failed request. */
const isStockRefusal = (error: Parameters<typeof describeApiError>[0]) => {
  const { status } = describeApiError(error);
  return status === 404 || status === 409;
};

const quantityIn = (cart: CartView | undefined, productId: string) =>
  cart?.items.find((line) => line.productId === productId)?.quantity ?? 0;

/**
 * Reorder: each line of the old order goes back into the cart, one request after the other (the
 * server caps each at the stock). The toast says what was added; a product that is gone or sold out
 * is skipped, anything else stops the run.
 */
export function useReorder() {
  const dispatch = useAppDispatch();
  const [addItem] = useAddCartItemMutation();
  const [reorderingId, setReorderingId] = useState<string | null>(null);

  const reorder = useCallback(
    async (order: OrderView) => {
      setReorderingId(order.id);
      try {
        // A cart waiting in the browser (an earlier save failed) goes to the server first.
        await dispatch(syncLocalCart());
        const current = await dispatch(
          cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        let cart = current.data;
        const lines: ReorderLine[] = [];
        let interrupted = false;
        for (const item of order.items) {
          const before = quantityIn(cart, item.productId);
          const result = await addItem({ productId: item.productId, quantity: item.quantity });
          if (result.data) cart = result.data;
          else if (!isStockRefusal(result.error)) {
            interrupted = true;
            break;
          }
          const added = result.data ? quantityIn(cart, item.productId) - before : 0;
          lines.push({ name: item.productName, requested: item.quantity, added });
        }
        const anyAdded = lines.some((line) => line.added > 0);
        if (interrupted && !anyAdded) {
          toast.error(ORDERS_MESSAGES.reorderFailed);
          return;
        }
        const outcome = reorderOutcome(lines);
        if (interrupted) toast.warning(`${outcome.message}. ${ORDERS_MESSAGES.reorderInterrupted}`);
        else toast[outcome.level](outcome.message);
      } finally {
        setReorderingId(null);
      }
    },
    [addItem, dispatch],
  );

  return { reorder, reorderingId };
}
