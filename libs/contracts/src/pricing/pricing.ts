import { DELIVERY, PRICING } from '../constants.js';

/** The company profit setting in force (spec 2 §9): default 15 % and minimum 0. */
export interface ProfitSetting {
  profitPercentage: number;
  minimumProfitAmount: number;
}

export const DEFAULT_PROFIT_SETTING: ProfitSetting = {
  profitPercentage: PRICING.defaultProfitPercentage,
  minimumProfitAmount: PRICING.defaultMinimumProfit,
};

const toKobo = (naira: number) => Math.round(naira * 100);

/**
 * Customer display price = base + max(base × % ÷ 100, minimum), rounded half up to whole naira
 * (and never below the base price).
 * Whole naira because prices are shown with no decimals (spec 2 §1): the price a buyer sees must be
 * the price charged, so shown unit price × quantity is the shown line amount. The vendor earns the
 * base price; the company's profit is display − base. The one pricing function: catalog, checkout
 * and the web price calculator all use it.
 */
export function displayPrice(basePrice: number, setting: ProfitSetting = DEFAULT_PROFIT_SETTING): number {
  const margin = Math.max((basePrice * setting.profitPercentage) / 100, setting.minimumProfitAmount);
  // To the kobo first, so binary noise (2909.4999…) cannot decide the half-up rounding.
  const rounded = Math.round(toKobo(basePrice + margin) / 100);
  // Never below the vendor's price (a margin under ₦0.50 would round away): the vendor earns the base.
  return Math.max(rounded, Math.ceil(toKobo(basePrice) / 100));
}

/** The company's profit per kg at a display price: what the customer pays above the vendor's base. */
export function companyProfit(basePrice: number, price: number): number {
  return (toKobo(price) - toKobo(basePrice)) / 100;
}

/** Delivery fee (spec 2 §9): free when the subtotal is above 10,000, else 1,500. */
export function deliveryFee(subtotal: number): number {
  return subtotal > DELIVERY.freeAboveSubtotal ? 0 : DELIVERY.fee;
}

/** How much more buys free delivery (0 when it is already free). */
export function amountToFreeDelivery(subtotal: number): number {
  return subtotal > DELIVERY.freeAboveSubtotal ? 0 : DELIVERY.freeAboveSubtotal - subtotal + 1;
}

/** quantity × unit price, to the kobo. */
export function lineTotal(quantity: number, unitPrice: number): number {
  return toKobo(quantity * unitPrice) / 100;
}
