import type { Middleware } from '@reduxjs/toolkit';
import type { AppDispatch } from '../../app/store.js';
import { profileLoaded, signedIn, type SessionState } from '../session/session-slice.js';
import { syncLocalCart } from './cart-actions.js';
import { saveCartQueue } from './cart-change-queue.js';
import { saveLocalCart } from './local-cart-storage.js';
import type { LocalCartState } from './local-cart-slice.js';

interface CartStoreState {
  session: SessionState;
  cart: LocalCartState;
}

/**
 * Keeps the browser cart and the queue of unsent changes in localStorage, and sends them to the
 * server cart whenever a consumer session starts or is confirmed (login, sign-up, start-up check,
 * another tab's login): spec 1 §4.
 */
export const cartMiddleware: Middleware<object, CartStoreState> = (store) => (next) => (action) => {
  const before = store.getState().cart;
  const result = next(action);
  const after = store.getState().cart;
  if (after.lines !== before.lines) saveLocalCart(after.lines);
  if (after.queue !== before.queue) saveCartQueue(after.queue);
  // Another tab's login reaches this tab as a restored session: profileLoaded.
  const sessionStarted = signedIn.match(action) || profileLoaded.match(action);
  if (sessionStarted && (after.lines.length > 0 || after.queue)) {
    void (store.dispatch as AppDispatch)(syncLocalCart());
  }
  return result;
};
