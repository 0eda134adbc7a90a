import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './price-breakdown.js';

describe('priceBreakdown', () => {
  it('adds the percentage margin: the vendor earns the base, the company the rest', () => {
    expect(priceBreakdown(1000, { profitPercentage: 15, minimumProfitAmount: 0 })).toEqual({
      vendorEarns: 1000,
      customerPrice: 1150,
      companyProfit: 150,
    });
  });

  it('uses the minimum profit when the percentage is smaller', () => {
    expect(priceBreakdown(1000, { profitPercentage: 10, minimumProfitAmount: 250 })).toEqual({
      vendorEarns: 1000,
      customerPrice: 1250,
      companyProfit: 250,
    });
  });

  it('rounds the display price to whole naira, half up', () => {
    expect(priceBreakdown(2530, { profitPercentage: 15, minimumProfitAmount: 0 })?.customerPrice).toBe(2910);
  });

  it('has no figures without a positive price', () => {
    for (const price of [null, undefined, 0, -5, Number.NaN])
      expect(priceBreakdown(price, { profitPercentage: 15, minimumProfitAmount: 0 })).toBeNull();
  });
});
