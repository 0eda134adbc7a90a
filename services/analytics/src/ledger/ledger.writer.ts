import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LedgerRow } from './ledger.rules.js';

/**
 * Wraps an INSERT into ledger_entries (whose RETURNING feeds it) so that, in the same statement and so the
 * same transaction, the daily aggregates and the per-user totals move by exactly the rows inserted: a row
 * the unique index refused (already booked) moves nothing. No request ever sums the ledger itself.
 */
const BOOK = (insert: string) => `
  WITH ins AS (${insert}
    RETURNING order_id, kind, vendor_id, consumer_id, day, revenue, delivery_fee, vendor_earnings, company_profit, orders),
  daily AS (
    INSERT INTO daily_financials AS d (day, revenue, delivery_fees, orders, vendor_earnings, company_profit)
    SELECT day, sum(revenue), sum(delivery_fee), sum(orders), sum(vendor_earnings), sum(company_profit)
      FROM ins GROUP BY day
    ON CONFLICT (day) DO UPDATE SET revenue = d.revenue + EXCLUDED.revenue,
      delivery_fees = d.delivery_fees + EXCLUDED.delivery_fees, orders = d.orders + EXCLUDED.orders,
      vendor_earnings = d.vendor_earnings + EXCLUDED.vendor_earnings,
      company_profit = d.company_profit + EXCLUDED.company_profit
    RETURNING 1),
  consumers AS (
    -- A consumer's orders (not wholly cancelled) and what it paid, delivery fees included.
    INSERT INTO user_totals AS t (user_id, total_orders, total_spent, account_value)
    SELECT consumer_id, sum(orders), sum(revenue), sum(revenue) FROM ins GROUP BY consumer_id
    ON CONFLICT (user_id) DO UPDATE SET total_orders = t.total_orders + EXCLUDED.total_orders,
      total_spent = t.total_spent + EXCLUDED.total_spent, account_value = t.account_value + EXCLUDED.account_value
    RETURNING 1),
  vendors AS (
    -- A vendor's orders (parts not cancelled) and its earnings.
    INSERT INTO user_totals AS t (user_id, total_orders, total_spent, account_value)
    SELECT vendor_id,
           count(DISTINCT order_id) FILTER (WHERE kind = 'sale')
             - count(DISTINCT order_id) FILTER (WHERE kind = 'sale_reversal'),
           0, sum(vendor_earnings)
      FROM ins WHERE vendor_id IS NOT NULL GROUP BY vendor_id
    ON CONFLICT (user_id) DO UPDATE SET total_orders = t.total_orders + EXCLUDED.total_orders,
      account_value = t.account_value + EXCLUDED.account_value
    RETURNING 1)
  SELECT count(*)::int AS booked FROM ins`;

const COLUMNS = `(order_id, kind, line_no, vendor_id, product_id, consumer_id, day, quantity, revenue, delivery_fee,
  vendor_earnings, company_profit, orders, event_id, booked_at)`;

@Injectable()
export class LedgerWriter {
  /** Books an order's placement rows (amounts in kobo); returns how many were new. */
  async bookPlacement(
    manager: EntityManager,
    order: { orderId: string; consumerId: string; day: string; eventId: string; at: string },
    rows: LedgerRow[],
  ): Promise<number> {
    const insert = `INSERT INTO ledger_entries ${COLUMNS}
      SELECT $1, r.kind, r.line_no, r.vendor_id, r.product_id, $2, $3::date, r.quantity, r.revenue / 100.0,
             r.delivery_fee / 100.0, r.vendor_earnings / 100.0, r.company_profit / 100.0, r.orders, $4, $5
        FROM jsonb_to_recordset($6::jsonb) AS r(kind text, line_no int, vendor_id uuid, product_id uuid,
             quantity numeric, revenue bigint, delivery_fee bigint, vendor_earnings bigint, company_profit bigint,
             orders int)
      ON CONFLICT (order_id, kind, line_no) DO NOTHING`;
    const json = rows.map((row) => ({
      kind: row.kind,
      line_no: row.lineNo,
      vendor_id: row.vendorId,
      product_id: row.productId,
      quantity: row.quantity,
      revenue: row.revenueKobo,
      delivery_fee: row.deliveryFeeKobo,
      vendor_earnings: row.vendorEarningsKobo,
      company_profit: row.companyProfitKobo,
      orders: row.orders,
    }));
    return this.book(manager, insert, [
      order.orderId,
      order.consumerId,
      order.day,
      order.eventId,
      order.at,
      JSON.stringify(json),
    ]);
  }

  /**
   * Reverses the booked rows of one part ('sale' rows of vendor key `key`) or of the order itself (key '*':
   * its fee and count): negative amounts of exactly those rows, on the order's day. Nothing when the order
   * is not booked yet (order.placed reverses on arrival) or the reversal is booked already.
   */
  async reverse(manager: EntityManager, orderId: string, key: string, eventId: string, at: string) {
    const whole = key === '*';
    const insert = `INSERT INTO ledger_entries ${COLUMNS}
      SELECT order_id, kind || '_reversal', line_no, vendor_id, product_id, consumer_id, day, -quantity, -revenue,
             -delivery_fee, -vendor_earnings, -company_profit, -orders, $3, $4
        FROM ledger_entries
       WHERE order_id = $1 AND kind = ${whole ? `'order'` : `'sale'`}
         AND ($2::text = '*' OR coalesce(vendor_id::text, '') = $2)
      ON CONFLICT (order_id, kind, line_no) DO NOTHING`;
    return this.book(manager, insert, [orderId, key, eventId, at]);
  }

  private async book(manager: EntityManager, insert: string, params: unknown[]): Promise<number> {
    const [{ booked }] = (await manager.query(BOOK(insert), params)) as [{ booked: number }];
    return booked;
  }
}
