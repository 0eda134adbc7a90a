import {
  neutralisedCsvCell,
  VENDOR_STATEMENT_ENTRIES,
  vendorOrderRef,
  type VendorStatement,
  type VendorStatementOrder,
} from '@ihe/contracts';
import { addDays, type DateRange } from '../financials/date-range.rules.js';

/** One of the vendor's ledger rows: a line as placed ('sale') or its reversal (negative figures). */
export interface StatementEntry {
  orderId: string;
  kind: 'sale' | 'sale_reversal';
  lineNo: number;
  productId: string | null;
  productName: string;
  quantity: number;
  /** Kobo: sums stay exact. */
  earningsKobo: number;
  /** The order's Lagos day. */
  day: string;
  placedAt: string;
}

const naira = (kobo: number) => kobo / 100;

/**
 * The statement from the vendor's entries of the period (ordered newest order first, then by line). A part
 * is reversed as a whole, so an order with any reversal counts as reversed and nets to 0.
 */
export function buildStatement(range: DateRange, entries: StatementEntry[]): VendorStatement {
  const orders = new Map<string, VendorStatementOrder & { kobo: number }>();
  let quantity = 0;
  let reversedKobo = 0;
  for (const entry of entries) {
    let order = orders.get(entry.orderId);
    if (!order) {
      order = {
        orderId: entry.orderId,
        orderNumber: vendorOrderRef(entry.orderId),
        placedAt: entry.placedAt,
        date: entry.day,
        status: 'earned',
        earnings: 0,
        kobo: 0,
        lines: [],
      };
      orders.set(entry.orderId, order);
    }
    order.kobo += entry.earningsKobo;
    quantity += entry.quantity;
    if (entry.kind === 'sale_reversal') {
      order.status = 'reversed';
      reversedKobo -= entry.earningsKobo;
    } else
      order.lines.push({
        productId: entry.productId,
        productName: entry.productName,
        quantity: entry.quantity,
        earnings: naira(entry.earningsKobo),
      });
  }

  const byDay = new Map<string, { kobo: number; orders: number }>();
  let totalKobo = 0;
  let counted = 0;
  for (const order of orders.values()) {
    order.earnings = naira(order.kobo);
    const day = byDay.get(order.date) ?? { kobo: 0, orders: 0 };
    day.kobo += order.kobo;
    totalKobo += order.kobo;
    if (order.status === 'earned') {
      day.orders += 1;
      counted += 1;
    }
    byDay.set(order.date, day);
  }
  const days = Array.from({ length: range.days }, (_, i) => {
    const date = addDays(range.from, i);
    const day = byDay.get(date);
    return { date, earnings: naira(day?.kobo ?? 0), orders: day?.orders ?? 0 };
  });

  return {
    from: range.from,
    to: range.to,
    totals: {
      earnings: naira(totalKobo),
      orders: counted,
      // Quantities are booked to the gram (numeric(14, 3)): rounding keeps float sums clean.
      quantity: Math.round(quantity * 1000) / 1000,
      reversedEarnings: naira(reversedKobo),
      reversedOrders: orders.size - counted,
    },
    days,
    orders: [...orders.values()].map(({ kobo: _kobo, ...order }) => order),
  };
}

/** One CSV record (VENDOR_STATEMENT_CSV_COLUMNS): free text neutralised, money with two decimals. */
export function statementCsvRecord(entry: StatementEntry): string[] {
  return [
    entry.day,
    vendorOrderRef(entry.orderId),
    neutralisedCsvCell(entry.productName),
    String(entry.quantity),
    naira(entry.earningsKobo).toFixed(2),
    entry.kind === 'sale' ? VENDOR_STATEMENT_ENTRIES.sale : VENDOR_STATEMENT_ENTRIES.reversal,
  ];
}
