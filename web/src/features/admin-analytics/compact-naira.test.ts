import { getNiceTickValues } from 'recharts';
import { describe, expect, it } from 'vitest';
import { compactNaira } from './compact-naira.js';

describe('compactNaira', () => {
  it('labels the ₦750-step ticks of the profit chart each differently and exactly', () => {
    expect([0, 750, 1500, 2250, 3000].map(compactNaira)).toEqual(['₦0', '₦750', '₦1.5k', '₦2.25k', '₦3k']);
  });

  it('shortens millions with only the decimals the value needs', () => {
    expect(compactNaira(1_000_000)).toBe('₦1m');
    expect(compactNaira(1_200_000)).toBe('₦1.2m');
    expect(compactNaira(2_250_000)).toBe('₦2.25m');
    expect(compactNaira(999_000)).toBe('₦999k');
  });

  it('keeps the minus sign in front of the naira sign, as formatNaira does', () => {
    expect(compactNaira(-1500)).toBe('-₦1.5k');
    expect(compactNaira(-500)).toBe('-₦500');
  });

  // The axes take whole-naira ticks from recharts (allowDecimals false, 5 ticks by default):
  // whatever the period's largest amount, no two ticks may share a label.
  it.each(['auto', 'snap125'] as const)('gives distinct labels to every tick recharts picks (%s)', (mode) => {
    for (let max = 1; max <= 50_000_000; max = Math.ceil(max * 1.07)) {
      const ticks = getNiceTickValues([0, max], 5, false, mode);
      const labels = ticks.map(compactNaira);
      expect(new Set(labels).size, `${labels.join(' ')} for max ${max}`).toBe(ticks.length);
    }
  });
});
