import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES, type VerificationDocumentType } from '@ihe/contracts';
import { detectDocumentType } from './document-type.rules.js';

/** The form field that carries the documents (repeat it for several). */
export const DOCUMENTS_FIELD = 'documents';

/** One uploaded file as received: the name the client gave and its bytes. */
export interface UploadedFile {
  name: string;
  content: Uint8Array;
  /** It was longer than the limit: `content` holds only its first bytes (the reader stopped there). */
  truncated?: boolean;
}

export type CheckedUpload =
  | { ok: true; files: Array<UploadedFile & { contentType: VerificationDocumentType }> }
  | { ok: false; message: string };

/**
 * Upload rules (the product-image rules, plus PDF): 1 to 5 files, each at most 5 MB, each a JPEG, PNG,
 * WebP or PDF by its content. The first broken rule is the answer, and then nothing is stored.
 * `tooMany`: the reader dropped files past the limit unread.
 */
export function checkUpload(files: UploadedFile[], tooMany = false): CheckedUpload {
  if (tooMany || files.length > VERIFICATION_LIMITS.documentsMax)
    return { ok: false, message: VERIFICATION_MESSAGES.tooManyDocuments };
  if (files.length === 0) return { ok: false, message: VERIFICATION_MESSAGES.documentsRequired };
  const checked: Array<UploadedFile & { contentType: VerificationDocumentType }> = [];
  for (const file of files) {
    if (file.truncated || file.content.length > VERIFICATION_LIMITS.documentBytesMax)
      return { ok: false, message: VERIFICATION_MESSAGES.documentTooLarge(file.name) };
    const contentType = detectDocumentType(file.content);
    if (!contentType) return { ok: false, message: VERIFICATION_MESSAGES.documentType(file.name) };
    checked.push({ name: file.name, content: file.content, contentType });
  }
  return { ok: true, files: checked };
}
