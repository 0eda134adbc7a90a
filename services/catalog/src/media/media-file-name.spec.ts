import { describe, expect, it } from '@jest/globals';
import { imageContentType, imageKeyContentType } from './media-file-name.js';

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

describe('imageKeyContentType', () => {
  const vendor = '5f1d2c3b-4a59-4e68-8f77-000000000301';

  it("takes a plain file name or one inside a vendor's folder", () => {
    expect(imageKeyContentType('photo_1.png')).toBe('image/png');
    expect(imageKeyContentType(`${vendor}/1700000000000_0.webp`)).toBe('image/webp');
    expect(imageKeyContentType(`${vendor}/1700000000000_0_thumb.webp`)).toBe('image/webp');
  });

  it('refuses any other folder or depth', () => {
    for (const key of [
      `../${vendor}/a.webp`,
      `${vendor}/../a.webp`,
      `${vendor}/x/a.webp`,
      `${vendor.toUpperCase()}/a.webp`,
      'not-a-uuid/a.webp',
      `/${vendor}/a.webp`,
      `${vendor}/`,
      `${vendor}/.hidden.webp`,
    ])
      expect(imageKeyContentType(key)).toBeNull();
  });
});
