import { describe, expect, it } from '@jest/globals';
import { formatCount, formatKg, formatNaira } from './quantities.js';

const NAIRA = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});
const KG = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 });
const COUNT = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** Values near every rounding and grouping edge, and a seeded spread of ordinary ones. */
function sampleValues(): number[] {
  const values = [
    0, -0, 0.4, 0.5, 0.6, 1.5, 2.5, -0.4, -0.5, -2.5, 999, 999.5, 1000, 1234.5, 12500, 999999.9995,
  ];
  values.push(1_000_000, 12_345_678.9, 987_654_321.0005, 0.0005, 0.0004, 2.0005, 1.0049, 1.005, 2.675, 1e15);
  let seed = 20261125;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let index = 0; index < 5000; index += 1) {
    const magnitude = 10 ** Math.floor(random() * 9);
    const value = Math.round(random() * magnitude * 1000) / 1000;
    values.push(value, -value, Math.round(value), value + 0.5);
  }
  return values;
}

describe('money and weight formats', () => {
  it('read as the spec shows them', () => {
    expect(formatNaira(12500)).toBe('₦12,500');
    expect(formatNaira(1725.6)).toBe('₦1,726');
    expect(formatNaira(-250)).toBe('-₦250');
    expect(formatKg(1200)).toBe('1,200');
    expect(formatKg(2.5)).toBe('2.5');
    expect(formatKg(0.1234)).toBe('0.123');
    expect(formatCount(1204)).toBe('1,204');
  });

  it('match Intl.NumberFormat en-NG for every sampled value', () => {
    const mismatches = sampleValues().flatMap((value) =>
      [
        [formatNaira(value), NAIRA.format(value)],
        [formatKg(value), KG.format(value)],
        [formatCount(value), COUNT.format(value)],
      ]
        .filter(([ours, intl]) => ours !== intl)
        .map(([ours, intl]) => `${value}: ${ours} vs ${intl}`),
    );
    expect(mismatches).toEqual([]);
  });
});
