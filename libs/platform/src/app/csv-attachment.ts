import type { Readable } from 'node:stream';

/** The part of a Fastify reply a CSV download needs (kept structural: the platform does not depend on fastify). */
export interface CsvReply {
  status(statusCode: number): CsvReply;
  headers(values: Record<string, string>): CsvReply;
  send(payload: string | Readable): unknown;
}

/**
 * Sends a CSV file as a download. `no-store`: exports hold money or audit data that a shared cache must not
 * keep; `nosniff`: a browser must not render the cells as HTML.
 */
export async function sendCsvAttachment(
  reply: CsvReply,
  fileName: string,
  csv: string | Readable,
): Promise<void> {
  await reply
    .status(200)
    .headers({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(csv);
}
