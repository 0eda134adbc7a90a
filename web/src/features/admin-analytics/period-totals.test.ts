import { describe, expect, it } from 'vitest';
import { makeDay } from '../admin-area/test-admin-fixtures.js';
import { periodTotals } from './period-totals.js';

describe('the totals of a period', () => {
  it('sums the days and averages revenue over orders', () => {
    const totals = periodTotals([makeDay('2026-11-01', 100_000, 4), makeDay('2026-11-02', 50_000, 2)]);
    expect(totals).toEqual({
      revenue: 150_000,
      orders: 6,
      companyProfit: 13_000 + 6_500,
      vendorEarnings: 87_000 + 43_500,
      averageOrderValue: 25_000,
    });
  });

  it('is all zero without orders', () => {
    expect(periodTotals([makeDay('2026-11-01', 0, 0)]).averageOrderValue).toBe(0);
    expect(periodTotals([]).revenue).toBe(0);
  });
});
