import { describe, expect, it } from '@jest/globals';
import { checkedProductId, normalizeNewProduct, normalizeProductChanges } from './product-input.js';

describe('product input', () => {
  it('normalises a new product and fills defaults', () => {
    const product = normalizeNewProduct({
      name: '  Ofada rice ',
      category: ' Rice ',
      basePrice: 2000,
      stockQuantity: 10,
    });
    expect(product).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ofada rice',
      description: '',
      category: 'rice',
      basePrice: 2000,
      price: null,
      stockQuantity: 10,
      minimumOrderQuantity: 1,
      imageUrls: [],
      vendorId: null,
      farmOrigin: null,
      isOrganic: false,
      createdBySalesManagerId: null,
    });
  });

  it('takes a customer price given directly instead of a base price, and refuses a bad one', () => {
    const base = { name: 'Yam', category: 'yam', stockQuantity: 1 };
    expect(normalizeNewProduct({ ...base, price: 1150 })).toMatchObject({ price: 1150, basePrice: 0 });
    expect(() => normalizeNewProduct({ ...base, price: 0 })).toThrow('Price must be greater than 0');
    expect(() => normalizeNewProduct(base)).toThrow('Base price');
  });

  it('refuses bad values with their messages', () => {
    const base = { name: 'Yam', category: 'yam', basePrice: 1, stockQuantity: 1 };
    expect(() => normalizeNewProduct({ ...base, basePrice: -1 })).toThrow(
      'Base price must be a number of 0 or more',
    );
    expect(() => normalizeNewProduct({ ...base, basePrice: Number.NaN })).toThrow('Base price');
    expect(() => normalizeNewProduct({ ...base, stockQuantity: -0.5 })).toThrow(
      'Stock quantity must be a number of 0 or more',
    );
    expect(() => normalizeNewProduct({ ...base, category: ' ' })).toThrow('Category is required');
    expect(() => normalizeNewProduct({ ...base, minimumOrderQuantity: 0 })).toThrow(
      'Minimum order quantity must be more than 0',
    );
    expect(() => normalizeNewProduct({ ...base, imageUrls: ['1', '2', '3', '4', '5', '6'] })).toThrow(
      'at most 5 images',
    );
    expect(() => normalizeNewProduct({ ...base, id: 'nope' })).toThrow('Invalid product id');
  });

  it('keeps absent changes absent', () => {
    expect(normalizeProductChanges({ farmOrigin: '  ' })).toEqual({ farmOrigin: null });
    expect(normalizeProductChanges({})).toEqual({});
    expect(checkedProductId('7E3A0C55-5EED-4D0E-8A00-000000000001')).toBe(
      '7e3a0c55-5eed-4d0e-8a00-000000000001',
    );
  });
});
