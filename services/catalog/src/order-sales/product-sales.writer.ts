import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StockMove } from '../stock-reservations/stock-ledger.js';
import type { ProductSale } from './order-sales.rules.js';

/** An order.status-changed cancelled lines of an order whose order.placed catalog has not handled yet. */
export class OrderNotRecordedYet extends Error {}

/**
 * The SQL of products' sales figures (orders_count, revenue) and of stock returned by cancelled lines,
 * both through product_order_lines (what each order bought of each product). Products are locked first,
 * by id, like every stock change (StockLedger), so this never deadlocks with a checkout.
 */
@Injectable()
export class ProductSalesWriter {
  /** Records the order's sales once (a product already recorded for the order is skipped). */
  async recordPlaced(manager: EntityManager, orderId: string, sales: ProductSale[]): Promise<void> {
    if (sales.length === 0) return;
    const ids = sales.map((sale) => sale.productId);
    await this.lock(manager, ids);
    await manager.query(
      `WITH sold AS (
         INSERT INTO product_order_lines (order_id, product_id, quantity, revenue)
         SELECT $1::uuid, s.product_id, s.quantity, s.revenue
           FROM unnest($2::uuid[], $3::numeric[], $4::numeric[]) AS s(product_id, quantity, revenue)
           JOIN products p ON p.id = s.product_id
         ON CONFLICT (order_id, product_id) DO NOTHING
         RETURNING product_id, revenue)
       UPDATE products p SET orders_count = p.orders_count + 1, revenue = p.revenue + sold.revenue
         FROM sold WHERE p.id = sold.product_id`,
      [orderId, ids, sales.map((sale) => sale.quantity), sales.map((sale) => sale.revenue)],
    );
  }

  /**
   * Cancels the order's lines of these products that are not cancelled yet: their kilograms go back to
   * stock (exactly what was recorded), their order and revenue come off the product's figures. Throws
   * OrderNotRecordedYet when the products exist but the order's placement is not recorded (its
   * order.placed is still on its way: the event is retried).
   */
  async cancel(manager: EntityManager, orderId: string, productIds: string[]): Promise<StockMove[]> {
    const locked = await this.lock(manager, productIds);
    if (locked === 0) return [];
    const recorded: unknown[] = await manager.query(
      `SELECT 1 FROM product_order_lines WHERE order_id = $1 AND product_id = ANY($2::uuid[])`,
      [orderId, productIds],
    );
    if (recorded.length === 0) throw new OrderNotRecordedYet(`order ${orderId}: placement not recorded yet`);
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows]: [Array<{ id: string; stock_quantity: string; returned: string }>, number] =
      await manager.query(
        `WITH cancelled AS (
           UPDATE product_order_lines SET cancelled_at = now()
            WHERE order_id = $1 AND product_id = ANY($2::uuid[]) AND cancelled_at IS NULL
           RETURNING product_id, quantity, revenue)
         UPDATE products p
            SET stock_quantity = p.stock_quantity + c.quantity,
                orders_count = GREATEST(p.orders_count - 1, 0),
                revenue = GREATEST(p.revenue - c.revenue, 0),
                updated_at = now()
           FROM cancelled c WHERE p.id = c.product_id
         RETURNING p.id, p.stock_quantity, c.quantity AS returned`,
        [orderId, productIds],
      );
    return rows.map((row) => ({
      productId: row.id,
      before: (Math.round(Number(row.stock_quantity) * 100) - Math.round(Number(row.returned) * 100)) / 100,
      after: Number(row.stock_quantity),
    }));
  }

  /** Locks the products that exist, in id order; returns how many. */
  private async lock(manager: EntityManager, ids: string[]): Promise<number> {
    const rows: unknown[] = await manager.query(
      `SELECT id FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
    return rows.length;
  }
}
