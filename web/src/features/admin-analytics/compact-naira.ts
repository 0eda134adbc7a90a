import { formatNaira } from '../../components/money.js';

// Up to three decimals of a thousand (or six of a million) is whole naira, so a compact tick
// is always exact and two different ticks can never read the same.
const THOUSANDS = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 });
const MILLIONS = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 6 });

/**
 * A chart axis tick in short naira: ₦750, ₦1.5k, ₦2.25k, ₦1.2m. Decimals appear only when the
 * tick needs them — rounding to whole thousands made ₦1,500 and ₦2,250 both read "₦2k".
 */
export const compactNaira = (value: number): string => {
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (size >= 1_000_000) return `${sign}₦${MILLIONS.format(size / 1_000_000)}m`;
  if (size >= 1_000) return `${sign}₦${THOUSANDS.format(size / 1_000)}k`;
  return formatNaira(value);
};
