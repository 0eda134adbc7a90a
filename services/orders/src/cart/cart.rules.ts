import { lineTotal } from '@ihe/contracts';

/**
 * The cart's pure rules (spec 1 §4, §5). Quantities are kg, whole numbers as the shop's stepper
 * gives them; stock may be fractional, so what can go in a cart is the whole kilograms in stock.
 */

/** The largest quantity one request may carry: far above any stock, far below numeric overflow. */
export const MAX_CART_QUANTITY = 1_000_000;
/** At most this many lines in one guest cart sent for merging. */
export const MAX_MERGE_ITEMS = 100;

export interface CartItemInput {
  productId: string;
  quantity: number;
}

/** Whole kg available to put in a cart. */
export function availableQuantity(stockQuantity: number): number {
  return Math.max(0, Math.floor(stockQuantity));
}

/** `quantity` limited to the stock (may be 0 when nothing is in stock). */
export function capAtStock(quantity: number, stockQuantity: number): number {
  return Math.min(quantity, availableQuantity(stockQuantity));
}

/** Adding to a line that may already exist: the quantity grows, up to the stock. */
export function quantityAfterAdd(existing: number | undefined, added: number, stockQuantity: number): number {
  return capAtStock((existing ?? 0) + added, stockQuantity);
}

/** One entry per product; the same product listed twice counts as added twice. */
export function combineDuplicates(items: CartItemInput[]): CartItemInput[] {
  const byProduct = new Map<string, number>();
  for (const item of items)
    byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

export interface MergeChange extends CartItemInput {
  /** true: a new line; false: an existing line whose quantity changes. */
  isNew: boolean;
}

/**
 * Merging the guest cart (kept in the browser) into the server cart after login, spec 1 §4.
 * - The server cart is empty: the guest cart is saved as it is.
 * - Otherwise the two are merged: a product in both keeps the larger of the two quantities (the
 *   same shopping intent recorded twice, not two purchases); a product only in the guest cart is
 *   added; server-only lines stay as they are.
 * In both cases each touched line is capped at the stock, products that are unknown or deleted
 * (absent from `stockOf`) are skipped, and so are products with no whole kg in stock (an existing
 * line of such a product is left untouched: checkout reports it). The empty-cart case is the same
 * rule with no existing lines. Returns only the lines that change.
 */
export function mergeGuestCart(
  serverLines: ReadonlyMap<string, number>,
  guestItems: CartItemInput[],
  stockOf: ReadonlyMap<string, number>,
): MergeChange[] {
  const changes: MergeChange[] = [];
  for (const item of combineDuplicates(guestItems)) {
    const stock = stockOf.get(item.productId);
    if (stock === undefined || availableQuantity(stock) < 1) continue;
    const existing = serverLines.get(item.productId);
    const quantity = capAtStock(Math.max(existing ?? 0, item.quantity), stock);
    if (quantity === existing) continue;
    changes.push({ productId: item.productId, quantity, isNew: existing === undefined });
  }
  return changes;
}

export interface PricedLine {
  quantity: number;
  unitPrice: number;
  /** false when the product was deleted: shown, but neither counted nor charged. */
  available: boolean;
}

/** The header badge's count (sum of quantities) and the subtotal, over purchasable lines. */
export function cartTotals(lines: PricedLine[]): { itemCount: number; subtotal: number } {
  const counted = lines.filter((line) => line.available);
  const itemCount = counted.reduce((sum, line) => sum + line.quantity, 0);
  const kobo = counted.reduce(
    (sum, line) => sum + Math.round(lineTotal(line.quantity, line.unitPrice) * 100),
    0,
  );
  return { itemCount, subtotal: kobo / 100 };
}
