import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format.js';

describe('dates as the web app shows them', () => {
  it('gives day, short month and year, in local time', () => {
    expect(formatDate(new Date(2026, 10, 22, 9, 5))).toBe('22 Nov 2026');
    expect(formatDate(new Date(2026, 8, 3))).toBe('3 Sep 2026');
    expect(formatDate(new Date(2027, 0, 1).toISOString())).toBe('1 Jan 2027');
    expect(formatDate(new Date(2026, 4, 31).getTime())).toBe('31 May 2026');
  });

  it('adds the 24-hour time with two-digit hours and minutes', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('22 Nov 2026, 14:05');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 0))).toBe('31 Dec 2026, 00:00');
  });
});
