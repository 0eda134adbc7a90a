import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/cart-test-data.js';
import { renderAt } from '../../test/render.js';
import { ProductCard } from './ProductCard.js';
import { ProductImage } from './ProductImage.js';

const UPLOAD = '/api/v1/media/products/5f1d2c3b-4a59-4e68-8f77-000000000301/1700000000000_0.webp';
const STEM = UPLOAD.replace('.webp', '');

describe('ProductImage', () => {
  afterEach(async () => {
    // Let React's scheduled work run while the DOM exists.
    await act(async () => {});
  });

  it("offers an upload's stored sizes with srcset and sizes, lazily, with its square reserved", () => {
    render(<ProductImage src={UPLOAD} alt="White yam" sizes="(max-width: 575.98px) 112px, 300px" />);
    const image = screen.getByRole('img', { name: 'White yam' });
    expect(image.getAttribute('src')).toBe(UPLOAD);
    expect(image.getAttribute('srcset')).toBe(
      `${STEM}_w320.webp 320w, ${STEM}_w640.webp 640w, ${UPLOAD} 1200w`,
    );
    expect(image.getAttribute('sizes')).toBe('(max-width: 575.98px) 112px, 300px');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['512', '512']);
  });

  it('loads the largest paint at once and ahead of the rest', () => {
    render(<ProductImage src={UPLOAD} alt="White yam" priority />);
    const image = screen.getByRole('img', { name: 'White yam' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('has no srcset for an image stored in one size (an SVG)', () => {
    render(<ProductImage src="/api/v1/media/products/yam.svg" alt="Yam" eager />);
    const image = screen.getByRole('img', { name: 'Yam' });
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('sizes')).toBeNull();
    expect(image.getAttribute('loading')).toBe('eager');
  });
});

describe('ProductCard image', () => {
  afterEach(async () => {
    await act(async () => {});
  });

  it('sizes the image to the card: 112 px on phones, a column of the grid above', () => {
    renderAt(<ProductCard product={makeProduct({ imageUrls: [UPLOAD] })} eagerImage priorityImage />);
    const image = screen.getByRole('img', { name: 'Abakaliki white yam' });
    expect(image.getAttribute('srcset')).toContain(`${STEM}_w320.webp 320w`);
    expect(image.getAttribute('sizes')).toMatch(/^\(max-width: 575\.98px\) 112px, .*, 300px$/);
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });
});
