import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { acceptableImage, IMAGE_SIZES, MAX_INPUT_PIXELS } from './product-image.rules.js';

// libvips' operation cache only helps repeated operations on the same input: uploads never repeat.
sharp.cache(false);

export interface ImageVariantContent {
  width: number;
  content: Buffer;
}

export interface EncodedImage {
  web: Buffer;
  thumbnail: Buffer;
  /** Narrower copies for `srcset`, by IMAGE_SIZES.variantWidths. */
  variants: ImageVariantContent[];
}

/**
 * Checks an upload by its content and re-encodes it with sharp (libvips): whatever the file's name or
 * declared type, only a JPEG, PNG, WebP, GIF or AVIF that decodes completely becomes an image, and what
 * is stored is newly encoded WebP (no metadata, no trailing bytes of the original survive).
 */
@Injectable()
export class ProductImageEncoder {
  /** Reads only the header: the format by its magic bytes, and the declared size (no pixels decoded). */
  async isImage(content: Buffer): Promise<boolean> {
    try {
      return acceptableImage(await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
    } catch {
      return false;
    }
  }

  /** The web size, the thumbnail and the variants; throws when the image does not decode (truncated, corrupt). */
  async encode(content: Buffer): Promise<EncodedImage> {
    // failOn 'warning': a truncated or damaged file fails instead of being half decoded.
    const input = () =>
      sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated: false }).rotate();
    const web = await input()
      .resize({
        width: IMAGE_SIZES.webPx,
        height: IMAGE_SIZES.webPx,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
    const thumbnail = await input()
      .resize({
        width: IMAGE_SIZES.thumbnailPx,
        height: IMAGE_SIZES.thumbnailPx,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toBuffer();
    return { web, thumbnail, variants: await this.variants(web) };
  }

  /**
   * The narrower copies, made from the web size (already upright and checked; the backfill has only it):
   * by width, never enlarged, so a portrait image's 640 copy is as wide as its web size (≤ 1200 tall).
   */
  async variants(web: Buffer): Promise<ImageVariantContent[]> {
    const variants: ImageVariantContent[] = [];
    for (const width of IMAGE_SIZES.variantWidths) {
      const content = await sharp(web, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
      variants.push({ width, content });
    }
    return variants;
  }
}
