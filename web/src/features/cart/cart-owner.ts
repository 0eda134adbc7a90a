import type { SessionState } from '../session/session-slice.js';

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
