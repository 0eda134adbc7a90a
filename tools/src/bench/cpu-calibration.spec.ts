import { describe, expect, it } from '@jest/globals';
import { calibratedCpuSlowdown } from './cpu-calibration.js';

describe('calibratedCpuSlowdown (Lighthouse throttling guide)', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])('a benchmark index of %d calls for %d×', (index, slowdown) => {
    expect(calibratedCpuSlowdown(index)).toBeCloseTo(slowdown, 1);
  });

  it('is continuous across its brackets and grows with the machine', () => {
    const slowdowns = [100, 400, 799, 800, 801, 1299, 1300, 1301, 2500, 4000].map(calibratedCpuSlowdown);
    for (let i = 1; i < slowdowns.length; i += 1)
      expect(slowdowns[i]).toBeGreaterThanOrEqual(slowdowns[i - 1]);
    expect(calibratedCpuSlowdown(1300) - calibratedCpuSlowdown(1299.9)).toBeLessThan(0.01);
  });

  it('never speeds a machine up, and refuses an index Lighthouse did not measure', () => {
    expect(calibratedCpuSlowdown(60)).toBe(1);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('no CPU slowdown');
    expect(() => calibratedCpuSlowdown(0)).toThrow('no CPU slowdown');
  });
});
