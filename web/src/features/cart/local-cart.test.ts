import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartTotals,
  mergeRequestOf,
  removeLine,
  setLineQuantity,
  snapshotOf,
} from './local-cart.js';
import { makeLine, makeProduct, makeSnapshot } from './cart-test-data.js';

const AT = '2026-11-22T12:00:00.000Z';
const rice = makeSnapshot({ id: 'rice', name: 'Ofada rice', price: 2500, stockQuantity: 40 });

describe('the cart kept in the browser', () => {
  it('adds a new product first, priced at its price', () => {
    const lines = addLine([makeLine(2)], rice, 3, AT);
    expect(lines.map((line) => line.productId)).toEqual(['rice', makeSnapshot().id]);
    expect(lines[0]).toMatchObject({ quantity: 3, unitPrice: 2500, totalPrice: 7500, addedAt: AT });
  });

  it('grows an existing line in place, keeping when it was first added', () => {
    const lines = addLine([makeLine(2, { id: 'rice', price: 2500, stockQuantity: 40 })], rice, 5, AT);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 7, totalPrice: 17_500, addedAt: '2026-11-22T10:00:00.000Z' });
  });

  it('caps a line at the whole kg in stock', () => {
    const lowStock = makeSnapshot({ stockQuantity: 8.6 });
    expect(addLine([], lowStock, 20, AT)[0]?.quantity).toBe(8);
    expect(addLine([makeLine(6, { stockQuantity: 8.6 })], lowStock, 5, AT)[0]?.quantity).toBe(8);
  });

  it('adds nothing when nothing is in stock', () => {
    expect(addLine([], makeSnapshot({ stockQuantity: 0.4 }), 1, AT)).toEqual([]);
  });

  it('sets a quantity within the stock; 0 or less removes the line', () => {
    const lines = [makeLine(2), makeLine(1, { id: 'rice', stockQuantity: 40 })];
    expect(setLineQuantity(lines, 'rice', 100).find((line) => line.productId === 'rice')?.quantity).toBe(40);
    expect(setLineQuantity(lines, 'rice', 0).map((line) => line.productId)).toEqual([makeSnapshot().id]);
    expect(setLineQuantity(lines, 'rice', -3)).toHaveLength(1);
    expect(removeLine(lines, makeSnapshot().id).map((line) => line.productId)).toEqual(['rice']);
  });

  it('counts kg and the subtotal over lines still on sale, to the kobo', () => {
    const lines = [
      makeLine(3, { id: 'a', price: 2909.5 }),
      makeLine(2, { id: 'b', price: 1104 }),
      makeLine(5, { id: 'gone', price: 1000, available: false }),
    ];
    expect(cartTotals(lines)).toEqual({ itemCount: 5, subtotal: 10_936.5 });
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0 });
  });

  it('turns into the PUT /cart merge body', () => {
    expect(mergeRequestOf([makeLine(3, { id: 'a' }), makeLine(1, { id: 'b' })])).toEqual({
      items: [
        { productId: 'a', quantity: 3 },
        { productId: 'b', quantity: 1 },
      ],
    });
  });

  it('keeps only what a line needs of a product', () => {
    expect(snapshotOf(makeProduct())).toEqual(makeSnapshot());
  });
});
