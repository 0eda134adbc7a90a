import { describe, expect, it } from 'vitest';
import { lagosDate, parseAnalyticsPeriod, periodRange } from './analytics-period.js';

describe('the analytics period', () => {
  it('is one of 7, 30, 90 and 365 days, 30 by default', () => {
    expect(parseAnalyticsPeriod('7')).toBe(7);
    expect(parseAnalyticsPeriod('365')).toBe(365);
    expect(parseAnalyticsPeriod(null)).toBe(30);
    expect(parseAnalyticsPeriod('14')).toBe(30);
    expect(parseAnalyticsPeriod('abc')).toBe(30);
  });

  it('uses Lagos dates (UTC+1): 23:30 UTC is already the next day', () => {
    expect(lagosDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(lagosDate(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
  });

  it('runs from days − 1 days ago to today, across months and years', () => {
    const now = new Date('2026-03-01T09:00:00Z');
    expect(periodRange(7, now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(periodRange(30, now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(periodRange(365, new Date('2026-12-31T23:30:00Z'))).toEqual({
      from: '2026-01-02',
      to: '2027-01-01',
    });
  });
});
