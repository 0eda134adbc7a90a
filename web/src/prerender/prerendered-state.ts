import type { LocalCartState } from '../features/cart/local-cart-slice.js';
import { initialSessionState, type SessionState } from '../features/session/session-slice.js';
import type { PrerenderedAs } from './page-documents.js';

/**
 * The browser-kept state a prerendered page is drawn with: no cart, and a guest's session or one being
 * checked whose profile is not known yet (the page then draws what either visitor sees:
 * src/features/checkout/CheckoutPage.tsx). The build renders with it (render-page.tsx), and the browser
 * hydrates with it (react-redux's `serverState`, src/main.tsx) before its own session and cart show.
 */
export function prerenderedState(as: PrerenderedAs): { session: SessionState; cart: LocalCartState } {
  const session: SessionState =
    as === 'guest'
      ? initialSessionState(null)
      : { status: 'checking', user: null, tokens: null, endReason: null };
  return { session, cart: { lines: [] } };
}

/** The value of #root's `data-prerendered` on a prerendered page: who it was drawn for. */
export function isPrerenderedAs(value: string | undefined): value is PrerenderedAs {
  return value === 'guest' || value === 'guest-or-signed-in';
}
