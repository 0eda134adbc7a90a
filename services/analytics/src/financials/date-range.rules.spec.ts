import { describe, expect, it } from '@jest/globals';
import { lagosDay, placementRows } from '../ledger/ledger.rules.js';
import { DATE_RANGE_MESSAGES, resolveDateRange } from './date-range.rules.js';

describe('financial periods and ledger rules', () => {
  it('resolves periods: defaults to 30 days ending today (Lagos), refuses bad, reversed and too long ones', () => {
    const now = new Date('2025-03-01T23:30:00Z'); // already 2 March in Lagos
    expect(resolveDateRange(undefined, undefined, now)).toEqual({
      from: '2025-02-01',
      to: '2025-03-02',
      days: 30,
    });
    expect(resolveDateRange('2024-01-01', '2024-12-31')).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
      days: 366,
    });
    expect(resolveDateRange('2024-01-01', '2025-01-01')).toEqual({ error: DATE_RANGE_MESSAGES.tooLong });
    expect(resolveDateRange('2025-02-29', '2025-03-01')).toEqual({ error: DATE_RANGE_MESSAGES.badDate });
    expect(resolveDateRange('2025-03-02', '2025-03-01')).toEqual({ error: DATE_RANGE_MESSAGES.reversed });
  });

  it('refuses a bad `to` without `from` as a bad date (the default `from` is counted from `to`)', () => {
    for (const to of ['2025-02-30', '0000-00-00', '9999-99-99', 'yesterday', ''])
      expect({ to, result: resolveDateRange(undefined, to) }).toEqual({
        to,
        result: { error: DATE_RANGE_MESSAGES.badDate },
      });
  });

  it('books lines to the kobo and the fee apart (revenue = profit + earnings + fee)', () => {
    expect(lagosDay('2025-03-01T22:59:59Z')).toBe('2025-03-01');
    expect(lagosDay('2025-03-01T23:00:00Z')).toBe('2025-03-02');
    const rows = placementRows(
      [{ productId: 'p', vendorId: 'v', quantity: 2.5, unitPrice: 1150.5, basePrice: 1000 }],
      1500,
    );
    expect(
      rows.map((r) => [
        r.kind,
        r.revenueKobo,
        r.vendorEarningsKobo,
        r.companyProfitKobo,
        r.deliveryFeeKobo,
        r.orders,
      ]),
    ).toEqual([
      ['order', 150000, 0, 0, 150000, 1],
      ['sale', 287625, 250000, 37625, 0, 0],
    ]);
  });
});
