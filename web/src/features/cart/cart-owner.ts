import type { SessionState } from '../session/session-slice.js';
import type { LocalCartState } from './local-cart-slice.js';

/**
 * Whose cart is shown (spec 1 §4): a signed-in consumer's lives on the server; everyone else's
 * (a guest's) in the browser. While stored tokens are checked at start-up the stored profile counts.
 */
export type CartOwner = 'server' | 'local';

export function isSignedIn(session: SessionState): boolean {
  return session.status === 'signedIn' || session.status === 'checking';
}

export function cartOwnerOf(session: SessionState): CartOwner {
  return isSignedIn(session) && session.user?.role === 'consumer' ? 'server' : 'local';
}

/**
 * The browser's cart is the one shown: a guest's, or a consumer's whose changes wait to be sent
 * (lines to merge, or queued changes, possibly with every line removed meanwhile).
 */
export function showsLocalCart(state: { session: SessionState; cart: LocalCartState }): boolean {
  if (cartOwnerOf(state.session) === 'local' || state.cart.lines.length > 0) return true;
  return state.cart.queue !== undefined && state.cart.queue.userId === state.session.user?.id;
}
