import { describe, expect, it } from '@jest/globals';
import { validate } from 'class-validator';
import { IsAmount, isAmount } from './is-amount.js';

class Priced {
  @IsAmount({ message: 'Price must be a number with at most 2 decimals' })
  basePrice: unknown;
}

describe('amounts (at most two decimals)', () => {
  it('accepts finite numbers with up to two decimals', () => {
    for (const value of [0, 1, 1200, 1200.5, 0.01, 99.99, 1e21, -3.25])
      expect({ value, ok: isAmount(value) }).toEqual({ value, ok: true });
  });

  it('refuses more decimals, exponent forms, non-finite numbers and other types without throwing', async () => {
    for (const value of [
      0.001,
      3e-323,
      1e-7,
      0.01000000000000003,
      Number.NaN,
      Infinity,
      '12',
      null,
      [],
      {},
    ]) {
      expect({ value, ok: isAmount(value) }).toEqual({ value, ok: false });
      const errors = await validate(Object.assign(new Priced(), { basePrice: value }));
      expect(errors[0]?.constraints).toEqual({ isAmount: 'Price must be a number with at most 2 decimals' });
    }
  });
});
