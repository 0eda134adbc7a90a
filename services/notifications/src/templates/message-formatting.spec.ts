import { describe, expect, it } from '@jest/globals';
import {
  formatItemLine,
  formatKg,
  formatLagosDate,
  formatLagosDateTime,
  formatNaira,
} from './message-formatting.js';

describe('message formatting', () => {
  it('writes naira whole, with thousands separators', () => {
    expect(formatNaira(12_500)).toBe('₦12,500');
    expect(formatNaira(1_234_567.6)).toBe('₦1,234,568');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('writes kg without needless decimals', () => {
    expect(formatKg(5)).toBe('5');
    expect(formatKg(2.5)).toBe('2.5');
    expect(formatKg(1200)).toBe('1,200');
  });

  it('writes times in Lagos (UTC+1), with our own month names', () => {
    expect(formatLagosDateTime(new Date('2026-11-22T13:05:00Z'))).toBe('22 Nov 2026, 14:05');
    expect(formatLagosDateTime(new Date('2026-09-03T23:30:00Z'))).toBe('4 Sep 2026, 00:30');
    expect(formatLagosDate(new Date('2026-12-31T23:59:00Z'))).toBe('1 Jan 2027');
  });

  it('writes an item line', () => {
    expect(formatItemLine('Yam (Abuja white)', 5, 12_500)).toBe('• Yam (Abuja white) × 5 kg — ₦12,500');
  });
});
