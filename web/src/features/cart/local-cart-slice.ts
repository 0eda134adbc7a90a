import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartProductSnapshot } from '@ihe/contracts';
import { addLine, removeLine, setLineQuantity, type LocalCartLine } from './local-cart.js';

/** The cart kept in the browser (see local-cart.ts); the cart middleware writes it to localStorage. */
export interface LocalCartState {
  lines: LocalCartLine[];
}

const localCartSlice = createSlice({
  name: 'cart',
  initialState: { lines: [] } as LocalCartState,
  reducers: {
    localCartReplaced(_state, action: PayloadAction<LocalCartLine[]>) {
      return { lines: action.payload };
    },
    localItemAdded(
      state,
      action: PayloadAction<{ product: CartProductSnapshot; quantity: number; addedAt: string }>,
    ) {
      const { product, quantity, addedAt } = action.payload;
      return { lines: addLine(state.lines, product, quantity, addedAt) };
    },
    localQuantitySet(state, action: PayloadAction<{ productId: string; quantity: number }>) {
      return { lines: setLineQuantity(state.lines, action.payload.productId, action.payload.quantity) };
    },
    localItemRemoved(state, action: PayloadAction<string>) {
      return { lines: removeLine(state.lines, action.payload) };
    },
    localCartCleared() {
      return { lines: [] };
    },
  },
});

export const { localCartReplaced, localItemAdded, localQuantitySet, localItemRemoved, localCartCleared } =
  localCartSlice.actions;
export const localCartReducer = localCartSlice.reducer;
