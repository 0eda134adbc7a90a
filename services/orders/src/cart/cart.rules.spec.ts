import { describe, expect, it } from '@jest/globals';
import {
  availableQuantity,
  capAtStock,
  cartTotals,
  combineDuplicates,
  mergeGuestCart,
  quantityAfterAdd,
} from './cart.rules.js';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const C = 'cccccccc-0000-4000-8000-000000000003';

describe('cart rules', () => {
  it('counts whole kg in stock only', () => {
    expect(availableQuantity(12)).toBe(12);
    expect(availableQuantity(7.9)).toBe(7);
    expect(availableQuantity(0.5)).toBe(0);
    expect(availableQuantity(-3)).toBe(0);
  });

  it('caps a quantity at the stock', () => {
    expect(capAtStock(5, 10)).toBe(5);
    expect(capAtStock(15, 10)).toBe(10);
    expect(capAtStock(3, 2.5)).toBe(2);
    expect(capAtStock(3, 0)).toBe(0);
  });

  it('grows an existing line on add, up to the stock', () => {
    expect(quantityAfterAdd(undefined, 3, 10)).toBe(3);
    expect(quantityAfterAdd(4, 3, 10)).toBe(7);
    expect(quantityAfterAdd(8, 5, 10)).toBe(10);
    expect(quantityAfterAdd(undefined, 1, 0)).toBe(0);
  });

  it('sums a product listed twice', () => {
    expect(
      combineDuplicates([
        { productId: A, quantity: 2 },
        { productId: B, quantity: 1 },
        { productId: A, quantity: 3 },
      ]),
    ).toEqual([
      { productId: A, quantity: 5 },
      { productId: B, quantity: 1 },
    ]);
  });

  describe('merging a guest cart', () => {
    const stock = new Map([
      [A, 10],
      [B, 4],
      [C, 0],
    ]);

    it('saves the guest cart into an empty server cart, capped, skipping unknown and out-of-stock products', () => {
      const unknown = 'dddddddd-0000-4000-8000-000000000004';
      const changes = mergeGuestCart(
        new Map(),
        [
          { productId: A, quantity: 3 },
          { productId: B, quantity: 9 },
          { productId: C, quantity: 1 },
          { productId: unknown, quantity: 2 },
        ],
        stock,
      );
      expect(changes).toEqual([
        { productId: A, quantity: 3, isNew: true },
        { productId: B, quantity: 4, isNew: true },
      ]);
    });

    it('keeps the larger quantity of a product in both carts and adds new products', () => {
      const server = new Map([
        [A, 5],
        [B, 1],
      ]);
      const changes = mergeGuestCart(
        server,
        [
          { productId: A, quantity: 2 },
          { productId: B, quantity: 3 },
        ],
        stock,
      );
      // A keeps the server's 5 (no change), B rises to the guest's 3.
      expect(changes).toEqual([{ productId: B, quantity: 3, isNew: false }]);
    });

    it('caps a merged existing line at the stock and leaves an out-of-stock one untouched', () => {
      const server = new Map([
        [B, 2],
        [C, 6],
      ]);
      const changes = mergeGuestCart(
        server,
        [
          { productId: B, quantity: 8 },
          { productId: C, quantity: 9 },
          { productId: A, quantity: 1 },
        ],
        stock,
      );
      expect(changes).toEqual([
        { productId: B, quantity: 4, isNew: false },
        { productId: A, quantity: 1, isNew: true },
      ]);
    });
  });

  it('totals purchasable lines to the kobo', () => {
    expect(
      cartTotals([
        { quantity: 3, unitPrice: 1150.1, available: true },
        { quantity: 2, unitPrice: 0.35, available: true },
        { quantity: 7, unitPrice: 999, available: false },
      ]),
    ).toEqual({ itemCount: 5, subtotal: 3451 });
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0 });
  });
});
