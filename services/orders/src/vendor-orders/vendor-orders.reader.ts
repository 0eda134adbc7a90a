import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VendorOrderListResponse, VendorOrderView } from '@ihe/contracts';
import { containsPattern, orderIdFragment, type OrderListCriteria } from '../orders/order-list-query.js';
import {
  toVendorOrderView,
  VENDOR_PART_COLUMNS,
  type VendorLineRow,
  type VendorPartRow,
} from './vendor-order-rows.js';

/**
 * A vendor's parts of orders (spec 2 §2 vendor orders, §7): only orders containing its products, and of
 * those only its own lines. Newest first; the status filter is on its own part.
 */
@Injectable()
export class VendorOrdersReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(vendorId: string, criteria: OrderListCriteria): Promise<VendorOrderListResponse> {
    const params: unknown[] = [vendorId];
    const where = ['f.vendor_id = $1'];
    if (criteria.status) {
      params.push(criteria.status);
      where.push(`f.status = $${params.length}`);
    }
    if (criteria.search) {
      // Customer name or email, order id or its ORD- reference, or one of its own products' names.
      params.push(containsPattern(orderIdFragment(criteria.search)), containsPattern(criteria.search));
      const [id, text] = [params.length - 1, params.length];
      where.push(`(o.id::text LIKE $${id} OR o.customer_name ILIKE $${text} OR o.customer_email ILIKE $${text}
        OR EXISTS (SELECT 1 FROM order_items i WHERE i.fulfilment_id = f.id AND i.product_name ILIKE $${text}))`);
    }
    const from = `FROM order_fulfilments f JOIN orders o ON o.id = f.order_id WHERE ${where.join(' AND ')}`;
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total ${from}`,
      params,
    );
    if (total === 0) return { items: [], total };
    const rows: VendorPartRow[] = await this.dataSource.query(
      `SELECT ${VENDOR_PART_COLUMNS} ${from}
        ORDER BY f.created_at DESC, f.order_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, criteria.pageSize, (criteria.page - 1) * criteria.pageSize],
    );
    return { items: await this.withLines(rows), total };
  }

  /** The vendor's part of one order; null when the order has none (or does not exist). */
  async get(vendorId: string, orderId: string): Promise<VendorOrderView | null> {
    const rows: VendorPartRow[] = await this.dataSource.query(
      `SELECT ${VENDOR_PART_COLUMNS} FROM order_fulfilments f JOIN orders o ON o.id = f.order_id
        WHERE f.vendor_id = $1 AND f.order_id = $2`,
      [vendorId, orderId],
    );
    const [view] = await this.withLines(rows);
    return view ?? null;
  }

  private async withLines(rows: VendorPartRow[]): Promise<VendorOrderView[]> {
    if (rows.length === 0) return [];
    const lines: VendorLineRow[] = await this.dataSource.query(
      `SELECT id, fulfilment_id, product_id, product_name, quantity, unit_price, base_price, total_price
         FROM order_items WHERE fulfilment_id = ANY($1::uuid[]) ORDER BY fulfilment_id, position`,
      [rows.map((row) => row.fulfilment_id)],
    );
    return rows.map((row) =>
      toVendorOrderView(
        row,
        lines.filter((line) => line.fulfilment_id === row.fulfilment_id),
      ),
    );
  }
}
