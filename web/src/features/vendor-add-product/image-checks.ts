import { VENDOR_PRODUCT_LIMITS, VENDOR_PRODUCT_MESSAGES } from '@ihe/contracts';
import { formatByContent } from '../../components/file-signature.js';

/**
 * Why a chosen image cannot be added, or null (spec 2 §5): at most 5 in total, only images, 5 MB each.
 * The server checks again, by content.
 */
export function imageProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
  alreadyChosen: number,
): string | null {
  if (alreadyChosen >= VENDOR_PRODUCT_LIMITS.maxImages) return VENDOR_PRODUCT_MESSAGES.maxImages;
  if (!file.type.startsWith('image/')) return VENDOR_PRODUCT_MESSAGES.notAnImage(file.name);
  if (file.size > VENDOR_PRODUCT_LIMITS.maxImageBytes)
    return VENDOR_PRODUCT_MESSAGES.imageTooLarge(file.name);
  return null;
}

/** Whether the file's first bytes are an image's the server accepts (JPEG, PNG, WebP, GIF, AVIF/HEIF). */
export async function looksLikeAnImage(file: Blob): Promise<boolean> {
  const format = await formatByContent(file);
  return format !== null && format !== 'pdf';
}
