import { lineTotal, type OrderStatus } from '@ihe/contracts';

/** What an order bought of one product: kg and naira at the customer's price. */
export interface ProductSale {
  productId: string;
  quantity: number;
  revenue: number;
}

const kobo = (naira: number) => Math.round(naira * 100);

/**
 * One entry per product (a product listed twice in an order counts as one order of the summed kg and
 * naira), so products.orders_count counts orders, not lines.
 */
export function salesByProduct(
  lines: Array<{ productId: string; quantity: number; unitPrice: number; lineTotal?: number }>,
): ProductSale[] {
  const byProduct = new Map<string, { quantity: number; revenue: number }>();
  for (const line of lines) {
    const id = line.productId.toLowerCase();
    const sum = byProduct.get(id) ?? { quantity: 0, revenue: 0 };
    sum.quantity += kobo(line.quantity);
    sum.revenue += kobo(line.lineTotal ?? lineTotal(line.quantity, line.unitPrice));
    byProduct.set(id, sum);
  }
  return [...byProduct].map(([productId, sum]) => ({
    productId,
    quantity: sum.quantity / 100,
    revenue: sum.revenue / 100,
  }));
}

/**
 * The product ids whose lines an order.status-changed cancels: those of a vendor's part (fulfilment)
 * that went to cancelled (Decline), or of a whole order that did (a consumer's cancel names no vendor),
 * coming from any other status. Anything else returns nothing.
 */
export function cancelledProductIds(change: {
  from: OrderStatus | null;
  to: OrderStatus;
  fulfilment?: { from: OrderStatus; to: OrderStatus } | null;
  lines?: Array<{ productId: string }>;
}): string[] {
  const { from, to } = change.fulfilment ?? change;
  if (to !== 'cancelled' || from === 'cancelled') return [];
  return [...new Set((change.lines ?? []).map((line) => line.productId.toLowerCase()))];
}
