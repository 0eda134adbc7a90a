import { describe, expect, it } from '@jest/globals';
import { cancelledProductIds, salesByProduct } from './order-sales.rules.js';

const A = '5f1d2c3b-4a59-4e68-8f77-00000000000a';
const B = '5f1d2c3b-4a59-4e68-8f77-00000000000b';

describe('salesByProduct', () => {
  it('sums a product listed twice into one sale, to the kobo', () => {
    expect(
      salesByProduct([
        { productId: A, quantity: 0.1, unitPrice: 1150, lineTotal: 115 },
        { productId: B, quantity: 2, unitPrice: 999 },
        { productId: A.toUpperCase(), quantity: 0.2, unitPrice: 1150, lineTotal: 230 },
      ]),
    ).toEqual([
      { productId: A, quantity: 0.3, revenue: 345 },
      { productId: B, quantity: 2, revenue: 1998 },
    ]);
  });
});

describe('cancelledProductIds', () => {
  const lines = [{ productId: A }, { productId: B }, { productId: A }];

  it("returns a declined vendor part's products, once each", () => {
    expect(
      cancelledProductIds({
        from: 'pending',
        to: 'pending',
        fulfilment: { from: 'pending', to: 'cancelled' },
        lines,
      }),
    ).toEqual([A, B]);
  });

  it('returns a whole cancelled order (no fulfilment named)', () => {
    expect(cancelledProductIds({ from: 'pending', to: 'cancelled', fulfilment: null, lines })).toEqual([
      A,
      B,
    ]);
  });

  it('returns nothing for other moves, or a part already cancelled', () => {
    expect(
      cancelledProductIds({
        from: 'pending',
        to: 'confirmed',
        fulfilment: { from: 'pending', to: 'confirmed' },
        lines,
      }),
    ).toEqual([]);
    // The order as a whole went to cancelled, but this event's own part did not move into it.
    expect(
      cancelledProductIds({
        from: 'confirmed',
        to: 'cancelled',
        fulfilment: { from: 'cancelled', to: 'cancelled' },
        lines,
      }),
    ).toEqual([]);
    expect(cancelledProductIds({ from: null, to: 'pending', lines })).toEqual([]);
    expect(cancelledProductIds({ from: 'pending', to: 'cancelled' })).toEqual([]);
  });
});
