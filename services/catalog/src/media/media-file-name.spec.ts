import { describe, expect, it } from '@jest/globals';
import { imageContentType } from './media-file-name.js';

describe('imageContentType', () => {
  it('knows the stored image types', () => {
    expect(imageContentType('5def6cf3-ee9c-4e2b-bef6-000000000004.svg')).toBe('image/svg+xml');
    expect(imageContentType('photo_1.png')).toBe('image/png');
    expect(imageContentType('a.jpeg')).toBe('image/jpeg');
    expect(imageContentType('a.webp')).toBe('image/webp');
  });

  it('refuses anything that could leave the folder or is not an image', () => {
    for (const name of [
      '../secret.svg',
      '..%2Fsecret.svg',
      '.hidden.svg',
      'a/b.svg',
      'a\\b.svg',
      'a.svg.exe',
      'a.html',
      'a.SVG',
      '',
      'a b.svg',
      `${'x'.repeat(200)}.svg`,
    ]) {
      expect(imageContentType(name)).toBeNull();
    }
  });
});
