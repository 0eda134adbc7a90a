import { describe, expect, it } from '@jest/globals';
import { amountToFreeDelivery, deliveryFee, displayPrice, lineTotal } from './pricing.js';

describe('pricing (spec 2 §9)', () => {
  it('adds 15 % by default', () => {
    expect(displayPrice(1000)).toBe(1150);
    expect(displayPrice(850.5)).toBe(978.08);
  });

  it('uses the minimum profit when it is larger than the percentage', () => {
    expect(displayPrice(1000, { profitPercentage: 10, minimumProfitAmount: 250 })).toBe(1250);
    expect(displayPrice(10000, { profitPercentage: 10, minimumProfitAmount: 250 })).toBe(11000);
    expect(displayPrice(1000, { profitPercentage: 0, minimumProfitAmount: 0 })).toBe(1000);
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
