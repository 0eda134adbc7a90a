import { BadRequestException } from '@nestjs/common';
import { VERIFICATION_MESSAGES } from '@ihe/contracts';
import type { UploadedFile } from './document-upload.rules.js';

/** The form field that carries the documents (repeat it for several). */
export const DOCUMENTS_FIELD = 'documents';

/**
 * The files of a multipart/form-data body (kept whole by the platform's upload parser), read with the
 * standard FormData parser. Not multipart, unreadable, or with other fields → 400.
 */
export async function readDocuments(body: unknown, contentType: string | undefined): Promise<UploadedFile[]> {
  if (!Buffer.isBuffer(body) || !contentType?.toLowerCase().startsWith('multipart/form-data'))
    throw new BadRequestException(VERIFICATION_MESSAGES.multipartRequired);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BadRequestException(VERIFICATION_MESSAGES.multipartRequired);
  }
  const files: UploadedFile[] = [];
  for (const [field, value] of form.entries()) {
    if (field !== DOCUMENTS_FIELD) throw new BadRequestException(`Unknown field: ${field}`);
    if (typeof value === 'string') throw new BadRequestException(VERIFICATION_MESSAGES.multipartRequired);
    files.push({
      name: value.name.slice(0, 100) || 'document',
      content: new Uint8Array(await value.arrayBuffer()),
    });
  }
  return files;
}
