import { describe, expect, it } from 'vitest';
import { imageProblem, looksLikeAnImage } from './image-checks.js';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('imageProblem (spec 2 §5)', () => {
  it('accepts an image of up to 5MB', () => {
    expect(imageProblem(file('yam.jpg', 'image/jpeg', 5 * 1024 * 1024), 0)).toBeNull();
  });

  it('refuses what is not an image, with its name', () => {
    expect(imageProblem(file('price-list.pdf', 'application/pdf'), 0)).toBe(
      'price-list.pdf is not a valid image file',
    );
  });

  it('refuses an image over 5MB, with its name', () => {
    expect(imageProblem(file('big.png', 'image/png', 5 * 1024 * 1024 + 1), 0)).toBe(
      'big.png is too large. Maximum size is 5MB',
    );
  });

  it('refuses a sixth image', () => {
    expect(imageProblem(file('six.jpg', 'image/jpeg'), 5)).toBe('Maximum 5 images allowed');
  });
});

describe('looksLikeAnImage (the content, not the name)', () => {
  const blob = (...parts: (number[] | string)[]) =>
    new Blob(parts.map((part) => (typeof part === 'string' ? part : new Uint8Array(part))));

  it('knows JPEG, PNG, GIF, WebP and AVIF/HEIF by their first bytes', async () => {
    expect(await looksLikeAnImage(blob([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe(true);
    expect(await looksLikeAnImage(blob([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe(true);
    expect(await looksLikeAnImage(blob('GIF89a...'))).toBe(true);
    expect(await looksLikeAnImage(blob('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe(true);
    expect(await looksLikeAnImage(blob([0, 0, 0, 0x1c], 'ftypavif'))).toBe(true);
  });

  it('refuses a PDF, a text file renamed .png, and an empty file', async () => {
    expect(await looksLikeAnImage(blob('%PDF-1.7\n'))).toBe(false);
    expect(await looksLikeAnImage(new File(['Yam, 50 kg, 1200'], 'prices.png', { type: 'image/png' }))).toBe(
      false,
    );
    expect(await looksLikeAnImage(blob(''))).toBe(false);
  });
});
