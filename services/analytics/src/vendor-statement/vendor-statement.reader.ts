import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryPrepared } from '@ihe/platform';
import type { DateRange } from '../financials/date-range.rules.js';
import type { StatementEntry } from './vendor-statement.rules.js';

interface EntryRow {
  order_id: string;
  kind: 'sale' | 'sale_reversal';
  line_no: number;
  product_id: string | null;
  product_name: string | null;
  quantity: number;
  earnings_kobo: number;
  day: string;
  placed_at: Date;
  [key: string]: unknown;
}

/**
 * A vendor's own ledger rows of a period (ledger_entries_vendor_idx: vendor, day). The product's name is
 * the one the order was placed with: a sale row's event is its order.placed, kept in the event log, and
 * its line_no is the line's place in that order (reversal rows take it from their sale row).
 */
const ENTRIES = (order: 'ASC' | 'DESC') => `
  SELECT l.order_id, l.kind, l.line_no, l.product_id::text AS product_id,
         e.envelope #>> ARRAY['payload', 'lines', (l.line_no - 1)::text, 'productName'] AS product_name,
         l.quantity::float8 AS quantity, round(l.vendor_earnings * 100)::float8 AS earnings_kobo,
         to_char(l.day, 'YYYY-MM-DD') AS day, p.created_at AS placed_at
    FROM ledger_entries l
    JOIN placed_orders p ON p.order_id = l.order_id
    LEFT JOIN ledger_entries s ON s.order_id = l.order_id AND s.kind = 'sale' AND s.line_no = l.line_no
    LEFT JOIN event_log e ON e.event_id = s.event_id
   WHERE l.vendor_id = $1 AND l.day BETWEEN $2::date AND $3::date AND l.kind IN ('sale', 'sale_reversal')
   ORDER BY p.created_at ${order}, l.order_id, l.line_no, l.kind`;

@Injectable()
export class VendorStatementReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The vendor's entries: newest order first for the statement, oldest first for the CSV. */
  async entries(vendorId: string, range: DateRange, order: 'newest' | 'oldest'): Promise<StatementEntry[]> {
    const { rows } = await queryPrepared<EntryRow>(
      this.dataSource,
      ENTRIES(order === 'newest' ? 'DESC' : 'ASC'),
      [vendorId, range.from, range.to],
    );
    return rows.map((row) => ({
      orderId: row.order_id,
      kind: row.kind,
      lineNo: row.line_no,
      productId: row.product_id,
      productName: row.product_name ?? '',
      quantity: row.quantity,
      earningsKobo: row.earnings_kobo,
      day: row.day,
      placedAt: row.placed_at.toISOString(),
    }));
  }
}
