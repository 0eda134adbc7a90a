import {
  ProductStockChanged,
  type EventEnvelope,
  type ReservedLine,
  type StockReservationStatus,
} from '@ihe/contracts';
import type { LockedProduct, StockLine, StockMove } from './stock-ledger.js';

/** A stock_reservation_lines row as pg returns it (numeric as strings). */
export interface ReservationLineRow {
  product_id: string;
  quantity: string;
  name: string;
  category: string;
  unit_price: string;
  base_price: string;
  vendor_id: string | null;
  vendor_name: string | null;
  vendor_phone: string | null;
}

export interface ReservationRow {
  id: string;
  consumer_id: string;
  status: StockReservationStatus;
  expires_at: Date;
}

/** One entry per product: a product listed twice is reserved once for the sum. */
export function combineLines(lines: StockLine[]): StockLine[] {
  const byProduct = new Map<string, number>();
  for (const line of lines) {
    const id = line.productId.toLowerCase();
    byProduct.set(id, Math.round(((byProduct.get(id) ?? 0) + line.quantity) * 100) / 100);
  }
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/** The line as reserved now: priced at the product's current display and base price. */
export function reservedLine(line: StockLine, product: LockedProduct): ReservedLine {
  return {
    productId: line.productId,
    name: product.name,
    category: product.category,
    quantity: line.quantity,
    unitPrice: Number(product.price),
    basePrice: Number(product.base_price),
    vendorId: product.vendor_id,
    vendorName: product.vendor_name,
    vendorPhone: product.vendor_phone,
  };
}

export function lineFromRow(row: ReservationLineRow): ReservedLine {
  return {
    productId: row.product_id,
    name: row.name,
    category: row.category,
    quantity: Number(row.quantity),
    unitPrice: Number(row.unit_price),
    basePrice: Number(row.base_price),
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    vendorPhone: row.vendor_phone,
  };
}

/** product.stock-changed for every product a change moved. */
export function stockChangedEvents(
  moves: StockMove[],
  reason: 'reserved' | 'released' | 'returned',
  correlationId?: string,
): EventEnvelope[] {
  return moves.map((move) =>
    ProductStockChanged.create(
      { productId: move.productId, stockQuantity: move.after, reason },
      correlationId,
    ),
  );
}

/**
 * product.stock-changed (reserved) for every line, to be written by StockLedger.reserve: it fills in
 * each product's stock after the change, known only inside its statement.
 */
export function stockReservedEvents(lines: StockLine[]): EventEnvelope[] {
  return lines.map((line) =>
    ProductStockChanged.create({ productId: line.productId, stockQuantity: 0, reason: 'reserved' }),
  );
}

/** A product went out of stock or came back: shop listings and counts change membership. */
export const crossesZero = (moves: StockMove[]) => moves.some((move) => move.before > 0 !== move.after > 0);
