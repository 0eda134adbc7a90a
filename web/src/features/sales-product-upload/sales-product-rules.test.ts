import { describe, expect, it } from 'vitest';
import {
  EMPTY_SALES_PRODUCT,
  newSalesProductRequest,
  salesProductChecks as checks,
} from './sales-product-rules.js';

describe('sales-manager product rules (spec 2 §5)', () => {
  it('name: at least 2 characters after trimming', () => {
    expect(checks.name(' Y ')).toBe('Product name must be at least 2 characters');
    expect(checks.name('Ya')).toBeNull();
  });

  it('category: one of the sales-manager list', () => {
    expect(checks.category(undefined)).toBe('Category is required');
    expect(checks.category('Dairy')).toBe('Category is required');
    expect(checks.category('Plantain')).toBeNull();
  });

  it('price: greater than 0 (at least 0.01)', () => {
    for (const value of [null, 0, 0.001, -5])
      expect(checks.price(value)).toBe('Price must be greater than 0');
    expect(checks.price(0.01)).toBeNull();
  });

  it('stock: at least 1', () => {
    for (const value of [null, 0, 0.5])
      expect(checks.stockQuantity(value)).toBe('Stock quantity must be at least 1');
    expect(checks.stockQuantity(1)).toBeNull();
  });

  it('description at least 10, farm origin at least 2', () => {
    expect(checks.description('Fresh yam')).toBe('Description must be at least 10 characters');
    expect(checks.description('Fresh yams')).toBeNull();
    expect(checks.farmOrigin(' ')).toBe('Farm origin is required');
    expect(checks.farmOrigin('Oyo')).toBeNull();
  });

  it('sends the category lowercase, trimmed texts and no vendor as null', () => {
    expect(
      newSalesProductRequest({
        ...EMPTY_SALES_PRODUCT,
        name: ' Ofada Rice ',
        category: 'Rice',
        price: 1500,
        stockQuantity: 40,
        description: ' Stone-free local rice ',
        farmOrigin: ' Ofada, Ogun ',
      }),
    ).toEqual({
      name: 'Ofada Rice',
      category: 'rice',
      price: 1500,
      stockQuantity: 40,
      description: 'Stone-free local rice',
      farmOrigin: 'Ofada, Ogun',
      vendorId: null,
      isOrganic: false,
    });
  });
});
