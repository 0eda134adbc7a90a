import { describe, expect, it } from '@jest/globals';
import { productImageSrcSet, productImageVariants } from './product-images.js';

const VENDOR = '5f1d2c3b-4a59-4e68-8f77-000000000301';

describe('productImageVariants', () => {
  it("gives an upload's stored sizes, smallest first, wherever it is stored", () => {
    for (const base of ['/api/v1/media/products', 'https://cdn.example/product-images']) {
      const url = `${base}/${VENDOR}/1700000000000_2.webp`;
      expect(productImageVariants(url)).toEqual([
        { url: `${base}/${VENDOR}/1700000000000_2_w320.webp`, width: 320 },
        { url: `${base}/${VENDOR}/1700000000000_2_w640.webp`, width: 640 },
        { url, width: 1200 },
      ]);
    }
  });

  it('gives none for an image stored in one size (SVGs, thumbnails, other URLs)', () => {
    for (const url of [
      '/api/v1/media/products/yam.svg',
      `/api/v1/media/products/${VENDOR}/1700000000000_0_thumb.webp`,
      `/api/v1/media/products/${VENDOR}/1700000000000_0_w320.webp`,
      'https://elsewhere.example/photo.webp',
      '',
    ]) {
      expect(productImageVariants(url)).toEqual([]);
      expect(productImageSrcSet(url)).toBeUndefined();
    }
  });

  it('writes the srcset', () => {
    expect(productImageSrcSet(`/m/${VENDOR}/1_0.webp`)).toBe(
      `/m/${VENDOR}/1_0_w320.webp 320w, /m/${VENDOR}/1_0_w640.webp 640w, /m/${VENDOR}/1_0.webp 1200w`,
    );
  });
});
