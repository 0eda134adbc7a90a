import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` (X-Hub-Signature-256: `sha256=<hex>`) is the HMAC-SHA256 of the exact body bytes
 * under the Meta app secret. Compared in constant time.
 */
export function isValidWebhookSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** The GET subscription check's token against ours, in constant time. */
export function isValidVerifyToken(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = createHmac('sha256', 'verify').update(given).digest();
  const b = createHmac('sha256', 'verify').update(expected).digest();
  return timingSafeEqual(a, b);
}
