import { describe, expect, it } from 'vitest';
import { imageProblem } from './image-checks.js';

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
