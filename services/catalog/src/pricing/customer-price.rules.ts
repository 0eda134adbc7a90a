import type { ProfitSetting } from '@ihe/contracts';

const toKobo = (naira: number) => Math.round(naira * 100);

/**
 * A customer price given directly (the sales manager's form, spec 2 §5 / §7 insert `price`) as stored:
 * whole naira, half up, at least ₦1 — display prices are whole naira (the shown price is the price
 * charged, see displayPrice), so ₦0.01, the form's minimum, becomes ₦1.
 */
export function wholeNairaPrice(price: number): number {
  return Math.max(1, Math.round(toKobo(price) / 100));
}

/**
 * The vendor's base price behind a customer price set directly: the price less the margin the profit
 * setting in force would have added (spec 2 §9: display = base + max(base × % ÷ 100, minimum)), to the kobo
 * below, never negative. So the platform keeps its usual margin on a sales manager's product, the vendor
 * earns the base as for its own products, and the CHECK price ≥ base_price holds.
 */
export function basePriceBehind(price: number, setting: ProfitSetting): number {
  const byPercentage = (price * 100) / (1 + setting.profitPercentage / 100);
  const byMinimum = toKobo(price) - toKobo(setting.minimumProfitAmount);
  // The epsilon keeps binary noise (99999.99999…) from losing a kobo.
  return Math.max(0, Math.floor(Math.min(byPercentage, byMinimum) + 1e-6) / 100);
}
