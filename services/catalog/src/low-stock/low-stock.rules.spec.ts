import { describe, expect, it } from '@jest/globals';
import { crossesLowStock } from './low-stock.rules.js';

describe('crossesLowStock', () => {
  it('is true only from above 10 kg to 10 kg or below', () => {
    expect(crossesLowStock(12, 10)).toBe(true);
    expect(crossesLowStock(10.01, 0)).toBe(true);
    expect(crossesLowStock(10, 8)).toBe(false); // already low: no second message
    expect(crossesLowStock(50, 10.5)).toBe(false);
    expect(crossesLowStock(8, 20)).toBe(false); // restocked
  });
});
