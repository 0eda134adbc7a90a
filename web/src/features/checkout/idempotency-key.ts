/**
 * One Idempotency-Key per checkout attempt (docs/architecture.md "Idempotent checkout"). The same key is
 * sent again on every retry until an order is placed, so a double click, a retried request or a
 * lost answer can never make two orders; after a success the next checkout gets a fresh key.
 */
export interface CheckoutAttemptKey {
  /** The key of the attempt in progress. */
  current: () => string;
  /** The attempt placed its order: the next one starts afresh. */
  succeeded: () => void;
}

export function createCheckoutAttemptKey(newKey: () => string = randomKey): CheckoutAttemptKey {
  let key = newKey();
  return {
    current: () => key,
    succeeded: () => {
      key = newKey();
    },
  };
}

/** crypto.randomUUID exists only on secure pages (HTTPS, localhost); getRandomValues everywhere. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
