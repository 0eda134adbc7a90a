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
 * Customer display price = base + max(base × % ÷ 100, minimum), in naira rounded to the kobo.
 * The one pricing function: catalog, checkout and the web price calculator all use it.
 */
export function displayPrice(basePrice: number, setting: ProfitSetting = DEFAULT_PROFIT_SETTING): number {
  const margin = Math.max((basePrice * setting.profitPercentage) / 100, setting.minimumProfitAmount);
  return toKobo(basePrice + margin) / 100;
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
