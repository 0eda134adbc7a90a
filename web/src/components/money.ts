/** The one naira formatter of docs/web-ui.md: whole naira, no decimals, e.g. ₦12,500. */
const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});

export function formatNaira(amount: number): string {
  return naira.format(amount);
}
