import {
  lineTotal,
  type CartLineView,
  type CartProductSnapshot,
  type MergeCartRequest,
  type ProductView,
} from '@ihe/contracts';

/**
 * The cart kept in the browser (spec 1 §4): a guest's, or a consumer's when a save to the server
 * failed. Lines have the server cart's shape so one drawer shows both. The rules mirror the
 * server's: whole kg, capped at the whole kg in stock, 0 or less removes the line.
 */
export type LocalCartLine = CartLineView;

/** Whole kg that can go in a cart. */
export function availableQuantity(stockQuantity: number): number {
  return Math.max(0, Math.floor(stockQuantity));
}

export function capAtStock(quantity: number, stockQuantity: number): number {
  return Math.min(Math.floor(quantity), availableQuantity(stockQuantity));
}

/** What a cart line keeps of a product for showing it later. */
export function snapshotOf(product: ProductView | CartProductSnapshot): CartProductSnapshot {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    imageUrls: product.imageUrls,
    stockQuantity: product.stockQuantity,
    category: product.category,
    vendor: product.vendor,
    available: 'available' in product ? product.available : true,
  };
}

function lineOf(product: CartProductSnapshot, quantity: number, addedAt: string): LocalCartLine {
  return {
    productId: product.id,
    quantity,
    unitPrice: product.price,
    totalPrice: lineTotal(quantity, product.price),
    addedAt,
    product,
  };
}

/** Adds `quantity` kg: an existing line grows (staying where it is), a new line goes first. */
export function addLine(
  lines: LocalCartLine[],
  product: CartProductSnapshot,
  quantity: number,
  addedAt: string,
): LocalCartLine[] {
  const existing = lines.find((line) => line.productId === product.id);
  const next = capAtStock((existing?.quantity ?? 0) + quantity, product.stockQuantity);
  if (next < 1) return lines;
  if (!existing) return [lineOf(product, next, addedAt), ...lines];
  return lines.map((line) =>
    line.productId === product.id ? lineOf(product, next, existing.addedAt) : line,
  );
}

/** Sets a line's quantity, capped at the stock; 0 or less removes it (spec 1 §5). */
export function setLineQuantity(
  lines: LocalCartLine[],
  productId: string,
  quantity: number,
): LocalCartLine[] {
  if (quantity <= 0) return removeLine(lines, productId);
  return lines.map((line) => {
    if (line.productId !== productId) return line;
    const next = capAtStock(quantity, line.product.stockQuantity);
    return next < 1 ? line : lineOf(line.product, next, line.addedAt);
  });
}

export function removeLine(lines: LocalCartLine[], productId: string): LocalCartLine[] {
  return lines.filter((line) => line.productId !== productId);
}

/** The badge's count (sum of kg) and the subtotal, over lines still on sale; to the kobo. */
export function cartTotals(lines: LocalCartLine[]): { itemCount: number; subtotal: number } {
  const counted = lines.filter((line) => line.product.available);
  const itemCount = counted.reduce((sum, line) => sum + line.quantity, 0);
  const kobo = counted.reduce(
    (sum, line) => sum + Math.round(lineTotal(line.quantity, line.unitPrice) * 100),
    0,
  );
  return { itemCount, subtotal: kobo / 100 };
}

/** The PUT /cart body that merges the local cart into the server cart after login. */
export function mergeRequestOf(lines: LocalCartLine[]): MergeCartRequest {
  return { items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })) };
}
