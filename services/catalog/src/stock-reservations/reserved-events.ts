import { ProductLowStock, type EventEnvelope } from '@ihe/contracts';
import { LOW_STOCK_KG } from '../low-stock/low-stock.rules.js';
import { STOCK_AFTER_MOVE, type StockLine } from './stock-ledger.js';
import { stockReservedEvents } from './reservation-rows.js';

/**
 * The events a reservation may write, for StockLedger.reserve's one statement: product.stock-changed
 * (reserved) for every line, and a product.low-stock candidate for every line, written only for a
 * product whose stock this reservation took across the low-stock threshold (crossesLowStock, in SQL:
 * `locked` is the stock before, `moved` after). The statement fills in what only it knows: the stock
 * after, and the product's name and vendor (the candidate's are placeholders until then).
 */
export function reservedEvents(lines: StockLine[]): EventEnvelope[] {
  const lowStock = lines.map((line) =>
    ProductLowStock.create({
      productId: line.productId,
      name: '',
      vendorId: line.productId,
      stockQuantity: 0,
    }),
  );
  return [...stockReservedEvents(lines), ...lowStock];
}

const LOW = `'${ProductLowStock.name}'`;

export const RESERVED_EVENTS_FILL = {
  payload: `CASE WHEN e.name = ${LOW}
      THEN jsonb_set(jsonb_set(${STOCK_AFTER_MOVE.payload}, '{payload,name}', to_jsonb(l.name)),
                     '{payload,vendorId}', to_jsonb(l.vendor_id))
      ELSE ${STOCK_AFTER_MOVE.payload} END`,
  join: `${STOCK_AFTER_MOVE.join}
      JOIN locked l ON l.id = m.id
     WHERE e.name <> ${LOW}
        OR (l.vendor_id IS NOT NULL AND l.stock_quantity > ${LOW_STOCK_KG} AND m.stock_quantity <= ${LOW_STOCK_KG})`,
};
