import { VENDOR_PRODUCT_LIMITS } from '@ihe/contracts';

/** Low stock is 10 kg or less (spec 2 §9). */
export const LOW_STOCK_KG = VENDOR_PRODUCT_LIMITS.lowStockKg;

/**
 * The vendor hears of low stock once per crossing, not per order: only a sale that takes a product from
 * above the threshold to it or below publishes product.low-stock (notifications sends the WhatsApp
 * message). A vendor's own stock edit (including Deactivate, stock 0) publishes none: they made it.
 * The reservation statement applies the same rule in SQL (stock-reservations/reserved-events.ts).
 */
export const crossesLowStock = (before: number, after: number): boolean =>
  before > LOW_STOCK_KG && after <= LOW_STOCK_KG;
