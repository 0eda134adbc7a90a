import { describe, expect, it } from 'vitest';
import { shopSearchPath } from './shop-search-path.js';

describe('shopSearchPath', () => {
  it('goes to /shop?search= with the trimmed, encoded text', () => {
    expect(shopSearchPath('  yam ')).toBe('/shop?search=yam');
    expect(shopSearchPath('ofada rice & beans')).toBe('/shop?search=ofada%20rice%20%26%20beans');
  });

  it('goes to /shop when empty', () => {
    expect(shopSearchPath('')).toBe('/shop');
    expect(shopSearchPath('   ')).toBe('/shop');
  });
});
