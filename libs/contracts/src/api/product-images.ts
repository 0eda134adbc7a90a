/** One stored size of a product image. */
export interface ImageVariant {
  url: string;
  /** Its width in pixels (at most: an upload narrower than this is never enlarged). */
  width: number;
}

/** A product image as the API returns it: its URL (the web size) and every stored size, smallest first. */
export interface ProductImageView {
  url: string;
  /** Empty for an image stored in one size only (an outside URL, an SVG). */
  variants: ImageVariant[];
}

/** The web size's longest side: an upload's own URL (what `imageUrls` hold). */
export const PRODUCT_IMAGE_WEB_PX = 1200;

/**
 * The narrower WebP sizes made beside it at upload: a phone's card (112 CSS px, up to 3× screens) takes
 * 320, a desktop card (~300 CSS px) 640, and only a large view the web size.
 */
export const PRODUCT_IMAGE_VARIANT_WIDTHS = [320, 640] as const;

/** An uploaded image's URL: `…/{userId}/{timestamp}_{index}.webp` (spec 2 §7), wherever it is stored. */
const UPLOADED_IMAGE = /^(.*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d+_\d+)\.webp$/;

/** The stored name of an uploaded image's variant: `{stem}_w{width}.webp` beside `{stem}.webp`. */
export const productImageVariantName = (stem: string, width: number) => `${stem}_w${width}.webp`;

/**
 * The sizes stored for an image URL, smallest first, the URL itself last; none for an image that is not an
 * upload. Every upload has them (made at upload; older uploads are backfilled when catalog starts).
 */
export function productImageVariants(url: string): ImageVariant[] {
  const stem = UPLOADED_IMAGE.exec(url)?.[1];
  if (!stem) return [];
  return [
    ...PRODUCT_IMAGE_VARIANT_WIDTHS.map((width) => ({ url: productImageVariantName(stem, width), width })),
    { url, width: PRODUCT_IMAGE_WEB_PX },
  ];
}

/** The `srcset` of an image URL (`… 320w, … 640w, … 1200w`), or undefined when it has one size only. */
export function productImageSrcSet(url: string): string | undefined {
  const variants = productImageVariants(url);
  return variants.length
    ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
    : undefined;
}
