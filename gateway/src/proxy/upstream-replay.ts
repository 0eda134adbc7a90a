import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

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

/** Bodies kept for a second try: a checkout or cart body is a few hundred bytes; uploads are streamed. */
export const MAX_REPLAYABLE_BODY_BYTES = 64 * 1024;

/**
 * Whether the gateway may send a request again on another connection (so to another replica) when the
 * first broke before an answer: reads, and writes carrying an Idempotency-Key, which the service answers a
 * second time with the first answer instead of doing the work twice. A write without a key may have run,
 * so the client gets the 503 and decides.
 */
export function isReplayable(method: string, headers: IncomingHttpHeaders): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  const length = Number(headers['content-length']);
  return (
    typeof headers['idempotency-key'] === 'string' &&
    Number.isInteger(length) &&
    length <= MAX_REPLAYABLE_BODY_BYTES
  );
}

/** The whole request body, so it can be sent twice. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
