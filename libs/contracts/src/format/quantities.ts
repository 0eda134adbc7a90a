/**
 * How money and weights read everywhere (web pages, WhatsApp texts, CSV details): naira with no
 * decimals (spec 2 §1), e.g. ₦12,500; kilograms to at most three decimals, e.g. 1,200 or 2.5.
 */
const NAIRA = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});
const KG = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 });

export const formatNaira = (amount: number): string => NAIRA.format(amount);

export const formatKg = (quantity: number): string => KG.format(quantity);
