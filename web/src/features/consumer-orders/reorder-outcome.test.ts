import { describe, expect, it } from 'vitest';
import { reorderOutcome } from './reorder-outcome.js';

describe('reorderOutcome', () => {
  it('says what went into the cart', () => {
    expect(
      reorderOutcome([
        { name: 'Abakaliki Yam', requested: 10, added: 10 },
        { name: 'Ofada Rice', requested: 4, added: 4 },
      ]),
    ).toEqual({ level: 'success', message: 'Added Abakaliki Yam × 10 kg, Ofada Rice × 4 kg to cart' });
  });

  it('names what the stock limited and what is gone', () => {
    expect(
      reorderOutcome([
        { name: 'Abakaliki Yam', requested: 10, added: 3 },
        { name: 'Ofada Rice', requested: 4, added: 0 },
      ]),
    ).toEqual({
      level: 'warning',
      message:
        'Added Abakaliki Yam × 3 kg to cart. Limited by stock: Abakaliki Yam. Not available: Ofada Rice',
    });
  });

  it('is an error when nothing could be added', () => {
    expect(reorderOutcome([{ name: 'Ofada Rice', requested: 4, added: 0 }])).toEqual({
      level: 'error',
      message: 'None of these products can be added to your cart right now',
    });
  });
});
