import { VENDOR_PRODUCT_LIMITS, VENDOR_PRODUCT_MESSAGES } from '@ihe/contracts';

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

/**
 * Whether the file's first bytes are those of a format the server accepts (JPEG, PNG, WebP, GIF, AVIF/HEIF:
 * services/catalog/src/product-images/product-image.rules.ts), whatever its name or declared type: a text
 * file renamed `.png` is refused as it is chosen, not when the whole form fails on submit. The server still
 * decodes every upload completely.
 */
export async function looksLikeAnImage(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  const startsWith = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  return (
    startsWith(0xff, 0xd8, 0xff) || // JPEG
    startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) || // PNG
    ascii(0, 6) === 'GIF87a' ||
    ascii(0, 6) === 'GIF89a' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp' // AVIF / HEIF (ISO media)
  );
}
