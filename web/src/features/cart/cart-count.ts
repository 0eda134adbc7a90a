import { LIMITS } from '@ihe/contracts';
import type { RootState } from '../../app/store.js';
import { selectServerCartView } from './cart-actions.js';
import { showsLocalCart } from './cart-owner.js';
import { cartTotals } from './local-cart.js';

/**
 * Items in the cart for the header badge (sum of kg): the server cart of a signed-in consumer, else
 * the cart kept in the browser (a guest's, or a consumer's whose save failed and awaits merging).
 */
export function selectCartItemCount(state: RootState): number {
  if (!showsLocalCart(state)) return selectServerCartView(state)?.itemCount ?? 0;
  return cartTotals(state.cart.lines).itemCount;
}

/** The badge's text: the count, or 99+ above 99 (spec 1 §9). */
export function cartBadgeText(count: number): string {
  return count > LIMITS.cartBadgeCap ? `${LIMITS.cartBadgeCap}+` : String(count);
}
