import { companyProfit, displayPrice, type ProfitSetting } from '@ihe/contracts';

export interface PriceBreakdown {
  /** What the vendor earns per kg: its own base price. */
  vendorEarns: number;
  /** What the buyer pays per kg. */
  customerPrice: number;
  companyProfit: number;
}

/** The price calculator's figures, from the one pricing function of contracts (never re-implemented). */
export function priceBreakdown(
  basePrice: number | null | undefined,
  setting: ProfitSetting,
): PriceBreakdown | null {
  if (typeof basePrice !== 'number' || !Number.isFinite(basePrice) || basePrice <= 0) return null;
  const customerPrice = displayPrice(basePrice, setting);
  return { vendorEarns: basePrice, customerPrice, companyProfit: companyProfit(basePrice, customerPrice) };
}
