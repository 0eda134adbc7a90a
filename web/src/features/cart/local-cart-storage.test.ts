import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, loadLocalCart, parseLocalCart, saveLocalCart } from './local-cart-storage.js';
import { makeLine } from './cart-test-data.js';

describe('local cart storage', () => {
  it('round-trips through localStorage and removes the key when empty', () => {
    const lines = [makeLine(3, { id: 'a' }), makeLine(1, { id: 'b' })];
    saveLocalCart(lines);
    expect(loadLocalCart()).toEqual(lines);
    saveLocalCart([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('drops what it cannot trust', () => {
    expect(parseLocalCart('not json')).toEqual([]);
    expect(parseLocalCart('{"lines": 3}')).toEqual([]);
    const good = makeLine(2, { id: 'a' });
    const raw = JSON.stringify({
      version: 1,
      lines: [
        good,
        { ...good, productId: 'b', quantity: 0 },
        { ...good, productId: 'c', quantity: 1.5 },
        { ...good, productId: '' },
        { ...good, product: { ...good.product, price: -1 }, productId: 'd' },
        { ...good }, // the same product twice: the first wins
      ],
    });
    expect(parseLocalCart(raw)).toEqual([good]);
  });

  it('recomputes totals rather than trusting stored ones', () => {
    const line = { ...makeLine(2, { id: 'a', price: 1000 }), totalPrice: 1 };
    expect(parseLocalCart(JSON.stringify({ version: 1, lines: [line] }))[0]?.totalPrice).toBe(2000);
  });
});
