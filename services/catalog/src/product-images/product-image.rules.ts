import {
  VENDOR_PRODUCT_MESSAGES as MESSAGES,
  PRODUCT_IMAGE_VARIANT_WIDTHS,
  PRODUCT_IMAGE_WEB_PX,
  productImageVariantName,
} from '@ihe/contracts';

/** The multipart field that carries the images (repeat it for several). */
export const IMAGES_FIELD = 'images';

/**
 * What the web shows: a web size, narrower variants for `srcset` (320 and 640 wide) and a thumbnail, all
 * WebP (re-encoded: nothing of the upload is kept).
 */
export const IMAGE_SIZES = {
  webPx: PRODUCT_IMAGE_WEB_PX,
  variantWidths: PRODUCT_IMAGE_VARIANT_WIDTHS,
  thumbnailPx: 400,
} as const;

/**
 * Decoded pixels an upload may declare (a 48-megapixel phone photo fits). A decompression bomb — a tiny
 * PNG declaring 50,000 × 50,000 — is refused from its header, before any pixel is allocated.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Formats accepted by content (sharp's detection); SVG and the rest are refused. heif = AVIF/HEIF. */
export const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** spec 2 §7: `{userId}/{timestamp}_{index}.{ext}`; the thumbnail and the variants beside it. */
export function imageKeys(userId: string, timestamp: number, index: number) {
  const stem = `${userId.toLowerCase()}/${timestamp}_${index}`;
  return { web: `${stem}.webp`, thumbnail: `${stem}_thumb.webp`, ...variantKeys(stem) };
}

/** The variants' keys of an upload's stem (`{userId}/{timestamp}_{index}`), by width. */
export function variantKeys(stem: string) {
  return {
    variants: IMAGE_SIZES.variantWidths.map((width) => ({
      width,
      key: productImageVariantName(stem, width),
    })),
  };
}

/** An upload's web-size key (`{userId}/{timestamp}_{index}.webp`): its stem, else null (variants, thumbnails, demo files). */
export function uploadStem(key: string): string | null {
  return /^([0-9a-f-]{36}\/\d+_\d+)\.webp$/.exec(key)?.[1] ?? null;
}

/** A file's name as shown in a message: the client's text, cut short (never used as a path). */
export const shownName = (name: string) => name.slice(0, 100);

export type UploadProblem = { status: 400 | 413; message: string };

/** The count and size rules of spec 2 §5, checked before any content is looked at. */
export function uploadProblem(read: {
  tooMany: boolean;
  files: Array<{ name: string; truncated: boolean }>;
}): UploadProblem | null {
  if (read.tooMany) return { status: 400, message: MESSAGES.maxImages };
  if (read.files.length === 0) return { status: 400, message: MESSAGES.noImages };
  const tooLarge = read.files.find((file) => file.truncated);
  if (tooLarge) return { status: 413, message: MESSAGES.imageTooLarge(shownName(tooLarge.name)) };
  return null;
}

/** Whether sharp's header read (format, declared size) describes an image we accept. */
export function acceptableImage(meta: { format?: string; width?: number; height?: number }): boolean {
  const { format, width = 0, height = 0 } = meta;
  return (
    format !== undefined &&
    ACCEPTED_FORMATS.has(format) &&
    width > 0 &&
    height > 0 &&
    width * height <= MAX_INPUT_PIXELS
  );
}
