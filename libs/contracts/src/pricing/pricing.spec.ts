import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { amountToFreeDelivery, companyProfit, deliveryFee, displayPrice, lineTotal } from './pricing.js';

/** A price as the buyer reads it: naira with no decimals (spec 2 §1), back to a number. */
const shown = (naira: number) =>
  Number(
    new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })
      .format(naira)
      .replace(/[^\d.-]/g, ''),
  );

/** Base prices to the kobo from ₦0.01 to ₦5,000,000 (spec 2 §5: at least 0.01). */
const basePrice = fc.integer({ min: 1, max: 500_000_000 }).map((kobo) => kobo / 100);
const setting = fc.record({
  profitPercentage: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
  minimumProfitAmount: fc.integer({ min: 0, max: 1_000_000 }).map((kobo) => kobo / 100),
});
const quantity = fc.integer({ min: 1, max: 100_000 });

describe('pricing (spec 2 §9)', () => {
  it('adds 15 % by default, rounded half up to whole naira', () => {
    expect(displayPrice(1000)).toBe(1150);
    expect(displayPrice(2530)).toBe(2910); // 2,909.50 → 2,910 (the Acha the issue names)
    expect(displayPrice(1670)).toBe(1921); // 1,920.50 → 1,921
    expect(displayPrice(850.5)).toBe(978); // 978.075 → 978
  });

  it('uses the minimum profit when it is larger than the percentage', () => {
    expect(displayPrice(1000, { profitPercentage: 10, minimumProfitAmount: 250 })).toBe(1250);
    expect(displayPrice(10000, { profitPercentage: 10, minimumProfitAmount: 250 })).toBe(11000);
    expect(displayPrice(1000, { profitPercentage: 0, minimumProfitAmount: 0 })).toBe(1000);
    expect(displayPrice(999.6, { profitPercentage: 0, minimumProfitAmount: 0 })).toBe(1000);
  });

  it('never goes below the base price when the margin is under half a naira', () => {
    expect(displayPrice(0.01)).toBe(1);
    expect(displayPrice(1000.4, { profitPercentage: 0, minimumProfitAmount: 0 })).toBe(1001);
    expect(displayPrice(2, { profitPercentage: 10, minimumProfitAmount: 0 })).toBe(2); // 2.20 rounds to 2: no profit, and never a loss
  });

  // Within half a naira of the kobo-rounded price (prices already stored to the kobo round the same way).
  it('is whole naira within half a naira of base + margin (to the kobo), for any base and setting', () => {
    fc.assert(
      fc.property(basePrice, setting, (base, profit) => {
        const price = displayPrice(base, profit);
        const exact = base + Math.max((base * profit.profitPercentage) / 100, profit.minimumProfitAmount);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(base);
        if (price !== Math.ceil(base)) expect(Math.abs(price - exact)).toBeLessThanOrEqual(0.505 + 1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the profit the difference between display and base: base + profit = display, to the kobo', () => {
    expect(companyProfit(2530, 2910)).toBe(380);
    expect(companyProfit(850.5, 978)).toBe(127.5);
    fc.assert(
      fc.property(basePrice, setting, (base, profit) => {
        const price = displayPrice(base, profit);
        expect(Math.round((base + companyProfit(base, price)) * 100)).toBe(Math.round(price * 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows line amounts equal to the shown unit price × quantity, for any price and quantity', () => {
    fc.assert(
      fc.property(basePrice, setting, quantity, (base, profit, qty) => {
        const unit = displayPrice(base, profit);
        expect(shown(lineTotal(qty, unit))).toBe(shown(unit) * qty);
      }),
      { numRuns: 2000 },
    );
  });

  it('charges 1,500 delivery up to 10,000 and nothing above', () => {
    expect(deliveryFee(10000)).toBe(1500);
    expect(deliveryFee(10000.01)).toBe(0);
    expect(deliveryFee(0)).toBe(1500);
    expect(amountToFreeDelivery(8000)).toBe(2001);
    expect(amountToFreeDelivery(12000)).toBe(0);
  });

  it('computes line totals to the kobo', () => {
    expect(lineTotal(3, 1150)).toBe(3450);
    expect(lineTotal(2.5, 978.08)).toBe(2445.2);
  });
});
