import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartProductSnapshot } from '@ihe/contracts';
import { withQueuedChange, type CartChangeQueue, type QueuedCartChange } from './cart-change-queue.js';
import { addLine, removeLine, setLineQuantity, type LocalCartLine } from './local-cart.js';

/**
 * The cart kept in the browser (see local-cart.ts) and, for a signed-in consumer whose changes could
 * not be saved, the queue of those changes (cart-change-queue.ts); the cart middleware writes both
 * to localStorage.
 */
export interface LocalCartState {
  lines: LocalCartLine[];
  queue?: CartChangeQueue;
}

const localCartSlice = createSlice({
  name: 'cart',
  initialState: { lines: [] } as LocalCartState,
  reducers: {
    localCartReplaced(state, action: PayloadAction<LocalCartLine[]>) {
      return { ...state, lines: action.payload };
    },
    localItemAdded(
      state,
      action: PayloadAction<{ product: CartProductSnapshot; quantity: number; addedAt: string }>,
    ) {
      const { product, quantity, addedAt } = action.payload;
      return { ...state, lines: addLine(state.lines, product, quantity, addedAt) };
    },
    localQuantitySet(state, action: PayloadAction<{ productId: string; quantity: number }>) {
      const { productId, quantity } = action.payload;
      return { ...state, lines: setLineQuantity(state.lines, productId, quantity) };
    },
    localItemRemoved(state, action: PayloadAction<string>) {
      return { ...state, lines: removeLine(state.lines, action.payload) };
    },
    localCartCleared() {
      return { lines: [] };
    },
    /** A change that could not be saved, to send later; a queue of another account is replaced. */
    cartChangeQueued(state, action: PayloadAction<{ userId: string; change: QueuedCartChange }>) {
      const { userId, change } = action.payload;
      const earlier = state.queue?.userId === userId ? state.queue.changes : [];
      return { ...state, queue: { userId, changes: withQueuedChange(earlier, change) } };
    },
    /** The oldest queued change reached the server (saved or refused): it is not sent again. */
    queuedCartChangeDone(state) {
      const rest = state.queue?.changes.slice(1) ?? [];
      return {
        lines: state.lines,
        queue: state.queue && rest.length > 0 ? { ...state.queue, changes: rest } : undefined,
      };
    },
    cartQueueDropped(state) {
      return { lines: state.lines };
    },
  },
});

export const {
  localCartReplaced,
  localItemAdded,
  localQuantitySet,
  localItemRemoved,
  localCartCleared,
  cartChangeQueued,
  queuedCartChangeDone,
  cartQueueDropped,
} = localCartSlice.actions;
export const localCartReducer = localCartSlice.reducer;
