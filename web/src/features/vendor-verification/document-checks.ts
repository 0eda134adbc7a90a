import { VERIFICATION_DOCUMENT_TYPES, VERIFICATION_LIMITS, VERIFICATION_MESSAGES } from '@ihe/contracts';
import { formatByContent } from '../../components/file-signature.js';

/** What the file picker offers; the server checks the content again (magic bytes). */
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

/**
 * Why a chosen document cannot be added, or null. `alreadyChosen` counts the documents in the list.
 * The same limits as the server (issue 11: product-image rules plus PDF).
 */
export function documentProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
  alreadyChosen: number,
): string | null {
  if (alreadyChosen >= VERIFICATION_LIMITS.documentsMax) return VERIFICATION_MESSAGES.tooManyDocuments;
  if (!(VERIFICATION_DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return VERIFICATION_MESSAGES.documentType(file.name);
  if (file.size > VERIFICATION_LIMITS.documentBytesMax)
    return VERIFICATION_MESSAGES.documentTooLarge(file.name);
  return null;
}

/** Whether the file's first bytes are a document the server accepts: a JPEG, PNG, WebP or PDF. */
export async function looksLikeADocument(file: Blob): Promise<boolean> {
  const format = await formatByContent(file);
  return format === 'jpeg' || format === 'png' || format === 'webp' || format === 'pdf';
}
