/**
 * How money and weights read everywhere (web pages, WhatsApp texts, CSV details): naira with no
 * decimals (spec 2 §1), e.g. ₦12,500; kilograms to at most three decimals, e.g. 1,200 or 2.5.
 *
 * Written out rather than through Intl.NumberFormat('en-NG'), whose output it matches (the spec checks
 * it against Intl): a page's first Intl formatter loads the locale's data, ~70 ms of a slow phone's
 * start-up on every storefront page.
 */
function groupedNumber(value: number, maxDecimals: number): string {
  // Half away from zero, as Intl rounds; toFixed then gives the digits without exponent notation.
  const scale = 10 ** maxDecimals;
  const magnitude = Math.round(Math.abs(value) * scale) / scale;
  const [whole = '0', fraction = ''] = magnitude.toFixed(maxDecimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

export const formatNaira = (amount: number): string => {
  const digits = groupedNumber(amount, 0);
  return digits.startsWith('-') ? `-₦${digits.slice(1)}` : `₦${digits}`;
};

export const formatKg = (quantity: number): string => groupedNumber(quantity, 3);

/** A whole count with thousands commas: 1,204 products. */
export const formatCount = (count: number): string => groupedNumber(count, 0);
