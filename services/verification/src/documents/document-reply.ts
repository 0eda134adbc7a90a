import type { FastifyReply } from 'fastify';
import type { DocumentFile } from './document-files.service.js';

/**
 * Sends a submitted document to be shown in the browser (PDF viewer, image) rather than saved: its
 * recorded type (checked by content at upload, so nosniff keeps it that), and never kept by a cache,
 * as it is a vendor's private paper behind a token.
 */
export async function sendDocument(reply: FastifyReply, file: DocumentFile): Promise<void> {
  await reply
    .status(200)
    .headers({
      'Content-Type': file.contentType,
      'Content-Length': String(file.content.length),
      'Content-Disposition': `inline; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
    .send(file.content);
}
