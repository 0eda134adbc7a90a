import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrderListResponse, OrderView } from '@ihe/contracts';
import { containsPattern, orderIdFragment, type OrderListCriteria } from './order-list-query.js';
import {
  ORDER_COLUMNS,
  toOrderView,
  type OrderItemRow,
  type OrderRow,
  type StatusHistoryRow,
} from './order-rows.js';

/**
 * A consumer's own orders, newest first, with their lines, each vendor's part and status history (three
 * queries a page).
 */
@Injectable()
export class OrdersReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(consumerId: string, criteria: OrderListCriteria): Promise<OrderListResponse> {
    const params: unknown[] = [consumerId];
    const where = ['o.consumer_id = $1'];
    if (criteria.status) {
      params.push(criteria.status);
      where.push(`o.status = $${params.length}`);
    }
    if (criteria.search) {
      params.push(containsPattern(orderIdFragment(criteria.search)), containsPattern(criteria.search));
      const [id, name] = [params.length - 1, params.length];
      where.push(`(o.id::text LIKE $${id} OR EXISTS (
        SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.product_name ILIKE $${name}))`);
    }
    const filter = where.join(' AND ');
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM orders o WHERE ${filter}`,
      params,
    );
    if (total === 0) return { items: [], total };
    const rows: OrderRow[] = await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${filter}
        ORDER BY o.created_at DESC, o.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, criteria.pageSize, (criteria.page - 1) * criteria.pageSize],
    );
    return { items: await this.withDetails(rows), total };
  }

  /** One of the consumer's orders; another consumer's is as absent as a missing one. */
  async get(consumerId: string, orderId: string): Promise<OrderView | null> {
    const rows: OrderRow[] = await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 AND o.consumer_id = $2`,
      [orderId, consumerId],
    );
    const [view] = await this.withDetails(rows);
    return view ?? null;
  }

  private async withDetails(rows: OrderRow[]): Promise<OrderView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, history]: [OrderItemRow[], StatusHistoryRow[]] = await Promise.all([
      this.dataSource.query(
        `SELECT i.id, i.order_id, i.product_id, i.product_name, i.category, i.quantity, i.unit_price, i.total_price,
                i.vendor_id, i.vendor_name, i.fulfilment_id, f.vendor_name AS fulfilment_vendor_name,
                f.status AS fulfilment_status
           FROM order_items i JOIN order_fulfilments f ON f.id = i.fulfilment_id
          WHERE i.order_id = ANY($1::uuid[]) ORDER BY i.order_id, i.position`,
        [ids],
      ),
      this.dataSource.query(
        `SELECT order_id, to_status, changed_at FROM order_status_history
          WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, id`,
        [ids],
      ),
    ]);
    return rows.map((row) =>
      toOrderView(
        row,
        items.filter((item) => item.order_id === row.id),
        history.filter((entry) => entry.order_id === row.id),
      ),
    );
  }
}
