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
 * A vendor's own ledger rows of a period (ledger_entries_vendor_idx: vendor, day), nothing else scanned. A
 * sale row's event is its order.placed (in the event log: the product's name, by the line's place in the
 * order) and its booked_at the order's creation; a reversal lands on its order's day, so its sale row is
 * in the same result and lends it both.
 */
const ENTRIES = (order: 'ASC' | 'DESC') => `
  SELECT l.order_id, l.kind, l.line_no, l.product_id::text AS product_id,
         -- A subquery per sale row (by the log's unique event id): a join would scan the whole log.
         CASE WHEN l.kind = 'sale' THEN (
           SELECT e.envelope #>> ARRAY['payload', 'lines', (l.line_no - 1)::text, 'productName']
             FROM event_log e WHERE e.event_id = l.event_id) END AS product_name,
         l.quantity::float8 AS quantity, round(l.vendor_earnings * 100)::float8 AS earnings_kobo,
         to_char(l.day, 'YYYY-MM-DD') AS day,
         max(l.booked_at) FILTER (WHERE l.kind = 'sale') OVER (PARTITION BY l.order_id) AS placed_at
    FROM ledger_entries l
   WHERE l.vendor_id = $1 AND l.day BETWEEN $2::date AND $3::date AND l.kind IN ('sale', 'sale_reversal')
   ORDER BY placed_at ${order}, l.order_id, l.line_no, l.kind`;

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
    // Rows come sale before sale_reversal within a line: the reversal takes its sale's product name.
    const names = new Map<string, string>();
    return rows.map((row) => {
      const line = `${row.order_id}:${row.line_no}`;
      if (row.kind === 'sale') names.set(line, row.product_name ?? '');
      return {
        orderId: row.order_id,
        kind: row.kind,
        lineNo: row.line_no,
        productId: row.product_id,
        productName: names.get(line) ?? '',
        quantity: row.quantity,
        earningsKobo: row.earnings_kobo,
        day: row.day,
        placedAt: row.placed_at.toISOString(),
      };
    });
  }
}
