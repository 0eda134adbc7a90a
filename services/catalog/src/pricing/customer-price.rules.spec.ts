import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DEFAULT_PROFIT_SETTING, displayPrice } from '@ihe/contracts';
import { basePriceBehind, wholeNairaPrice } from './customer-price.rules.js';

describe('customer price given directly (sales manager)', () => {
  it('stores whole naira, half up, at least ₦1', () => {
    expect(wholeNairaPrice(0.01)).toBe(1);
    expect(wholeNairaPrice(1149.5)).toBe(1150);
    expect(wholeNairaPrice(1149.49)).toBe(1149);
    expect(wholeNairaPrice(2500)).toBe(2500);
  });

  it('backs out the default 15 % margin', () => {
    expect(basePriceBehind(1150, DEFAULT_PROFIT_SETTING)).toBe(1000);
    expect(basePriceBehind(1, DEFAULT_PROFIT_SETTING)).toBe(0.86);
  });

  it('backs out the minimum profit when it is larger, never below 0', () => {
    const setting = { profitPercentage: 10, minimumProfitAmount: 200 };
    expect(basePriceBehind(1100, setting)).toBe(900);
    expect(basePriceBehind(150, setting)).toBe(0);
  });

  it('never exceeds the price, and re-pricing the base gives the price back within ₦1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (price, percentage) => {
          const setting = { profitPercentage: percentage, minimumProfitAmount: 0 };
          const base = basePriceBehind(price, setting);
          expect(base).toBeGreaterThanOrEqual(0);
          expect(base).toBeLessThanOrEqual(price);
          expect(Math.abs(displayPrice(base, setting) - price)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
