/**
 * Errors of a connection to a service that broke before the service answered (a replica stopped or was
 * killed, a kept-alive connection closed under us): the request may or may not have run there.
 */
const CONNECTION_LOST_CODES = new Set([
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

export function isConnectionLost(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  const causeCode = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return CONNECTION_LOST_CODES.has(code ?? '') || CONNECTION_LOST_CODES.has(causeCode ?? '');
}

/**
 * Tries of a replayable request: when a replica dies, several of the pool's kept-alive connections to it
 * may break one after the other before the pool has dropped them all.
 */
export const MAX_ATTEMPTS = 3;

/**
 * Whether the gateway may send a request again on another connection (so to another replica) when the
 * first broke before an answer: reads only. A write may have run; even a checkout with an Idempotency-Key
 * is not sent again here, because its first attempt, claimed by the process that died, holds the key until
 * it counts as stale (orders' CheckoutAttempts), so a second try would wait out the gateway's timeout.
 */
export function isReplayable(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
