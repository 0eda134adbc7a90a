import { describe, expect, it } from 'vitest';
import { formatNaira } from './money.js';

describe('formatNaira', () => {
  it('formats whole naira with the sign and thousands separators', () => {
    expect(formatNaira(12500)).toBe('₦12,500');
    expect(formatNaira(50000)).toBe('₦50,000');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('shows no decimals', () => {
    expect(formatNaira(1234567.8)).toBe('₦1,234,568');
    expect(formatNaira(99.4)).toBe('₦99');
  });
});
