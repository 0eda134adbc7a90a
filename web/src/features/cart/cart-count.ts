import type { RootState } from '../../app/store.js';

/** Items in the cart for the header badge; 0 until the cart feature lands and replaces this. */
export function selectCartItemCount(_state: RootState): number {
  return 0;
}
