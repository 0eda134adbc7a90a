import type { IncomingMessage, ServerResponse } from 'node:http';

export const WEBHOOK_PATH = '/api/v1/webhooks/whatsapp';
const MAX_WEBHOOK_BYTES = 1_000_000;

export type RequestWithRawBody = IncomingMessage & { rawBody?: Buffer };

/**
 * Keeps the exact bytes of webhook POSTs: X-Hub-Signature-256 is an HMAC of the raw body, which JSON
 * parsing would lose. Mounted before the app's JSON parser (which then sees the body as read and
 * skips it); the controller parses the JSON itself after checking the signature.
 */
export function captureRawBody(
  req: RequestWithRawBody,
  res: ServerResponse,
  next: (error?: unknown) => void,
): void {
  if (req.method !== 'POST') return next();
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_WEBHOOK_BYTES && !failed) {
      failed = true;
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 413, message: 'Request body is too large' }));
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (failed) return;
    req.rawBody = Buffer.concat(chunks);
    next();
  });
  req.on('error', (error) => {
    if (!failed) next(error);
  });
}
