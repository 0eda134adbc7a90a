import { describe, expect, it } from '@jest/globals';
import { DEMO_CATEGORIES } from './demo-categories.js';
import { demoProducts } from './demo-products.js';
import { demoVendors } from './demo-vendors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('demoProducts', () => {
  it('gives the same products for the same seed and different ones for another seed', () => {
    expect(demoProducts(60, 7)).toEqual(demoProducts(60, 7));
    const other = demoProducts(60, 8);
    expect(other.map((p) => p.id)).not.toEqual(demoProducts(60, 7).map((p) => p.id));
    expect(other.map((p) => p.basePrice)).not.toEqual(demoProducts(60, 7).map((p) => p.basePrice));
  });

  it('starts a longer set with the shorter one', () => {
    expect(demoProducts(1000).slice(0, 60)).toEqual(demoProducts(60));
  });

  it('pins the first products of the default seed', () => {
    const [first, second, third] = demoProducts(3);
    expect(first).toMatchObject({
      name: 'Benue white yam',
      category: 'yam',
      farmOrigin: 'Benue',
      minimumOrderQuantity: 20,
    });
    expect(second).toMatchObject({
      name: 'Unripe Agbagba plantain',
      category: 'plantain',
      farmOrigin: 'Ondo',
    });
    expect(third).toMatchObject({
      name: 'Abakaliki long-grain rice',
      category: 'rice',
      farmOrigin: 'Ebonyi',
    });
  });

  it('spreads 60 products evenly over the six categories, each kind once', () => {
    const products = demoProducts(60);
    for (const category of DEMO_CATEGORIES) {
      expect(products.filter((p) => p.category === category)).toHaveLength(10);
    }
    expect(new Set(products.map((p) => p.name)).size).toBe(60);
  });

  it('counts per category differ by at most one for any size', () => {
    const products = demoProducts(100);
    const counts = DEMO_CATEGORIES.map((c) => products.filter((p) => p.category === c).length);
    expect(counts).toEqual([17, 17, 17, 17, 16, 16]);
  });

  it('mixes stock: some out of stock, some low (1–10 kg), most plentiful, across categories', () => {
    const products = demoProducts(60);
    const out = products.filter((p) => p.stockQuantity === 0);
    const low = products.filter((p) => p.stockQuantity > 0 && p.stockQuantity <= 10);
    const plenty = products.filter((p) => p.stockQuantity > 10);
    expect(out).toHaveLength(5);
    expect(low).toHaveLength(7);
    expect(plenty).toHaveLength(48);
    expect(new Set(out.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(low.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    expect(plenty.every((p) => p.stockQuantity >= 40 && p.stockQuantity <= 3000)).toBe(true);
  });

  it('uses realistic naira prices per kg, whole tens, and the demo vendors', () => {
    const vendorIds = new Set(demoVendors().map((v) => v.id));
    for (const product of demoProducts(600)) {
      expect(product.basePrice).toBeGreaterThanOrEqual(300);
      expect(product.basePrice).toBeLessThanOrEqual(3000);
      expect(product.basePrice % 10).toBe(0);
      expect(vendorIds.has(product.vendorId)).toBe(true);
      expect(product.id).toMatch(UUID);
      expect(product.description.length).toBeGreaterThan(20);
    }
    expect(demoProducts(60).some((p) => p.isOrganic)).toBe(true);
    expect(demoProducts(60).some((p) => !p.isOrganic)).toBe(true);
  });

  it('names later rounds as lots and keeps ids unique', () => {
    const products = demoProducts(200);
    expect(products[60].name).toBe('Benue white yam, lot 2');
    expect(new Set(products.map((p) => p.id)).size).toBe(200);
  });

  // How fast is the bench's to say (its catalogue fixture makes 100,000 with this): a timed unit test fails on a slow machine.
  it('produces 100,000 products, each with an id of its own', () => {
    const products = demoProducts(100_000);
    expect(products).toHaveLength(100_000);
    expect(new Set(products.map((p) => p.id)).size).toBe(100_000);
  });

  it('rejects a bad count', () => {
    expect(() => demoProducts(-1)).toThrow('count must be a whole number');
    expect(demoProducts(0)).toEqual([]);
  });
});
