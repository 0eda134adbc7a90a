import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VendorProductListResponse, VendorProductView } from '@ihe/contracts';
import {
  PRODUCT_COLUMNS,
  PRODUCTS_WITH_VENDOR,
  toProductView,
  type ProductRow,
} from '../products/product-row.js';

interface VendorProductRow extends ProductRow {
  orders_count: number;
  product_revenue: string;
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The vendor area's reads of catalog's tables: a vendor's own products, its approval. */
@Injectable()
export class VendorProductsReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The vendor's live products, newest first, optionally those whose name or category contains `search`. */
  async list(vendorId: string, search?: string): Promise<VendorProductListResponse> {
    const rows: VendorProductRow[] = await this.dataSource.query(
      `SELECT ${PRODUCT_COLUMNS}, p.orders_count, p.revenue AS product_revenue
         FROM ${PRODUCTS_WITH_VENDOR}
        WHERE p.vendor_id = $1 AND p.deleted_at IS NULL
          AND ($2::text IS NULL OR p.name ILIKE $2 OR p.category ILIKE $2)
        ORDER BY p.created_at DESC, p.id DESC`,
      [vendorId, search ? containing(search) : null],
    );
    const items = rows.map(toVendorProductView);
    return { items, total: items.length };
  }

  /** One of the vendor's live products, or null (missing, deleted or another vendor's). */
  async one(vendorId: string, productId: string): Promise<VendorProductView | null> {
    const [row]: VendorProductRow[] = await this.dataSource.query(
      `SELECT ${PRODUCT_COLUMNS}, p.orders_count, p.revenue AS product_revenue
         FROM ${PRODUCTS_WITH_VENDOR}
        WHERE p.id = $1 AND p.vendor_id = $2 AND p.deleted_at IS NULL`,
      [productId, vendorId],
    );
    return row ? toVendorProductView(row) : null;
  }

  /** Whether identity has approved the vendor (catalog's projection of user.approval-changed). */
  async isApproved(vendorId: string): Promise<boolean> {
    const [row]: Array<{ is_approved: boolean | null }> = await this.dataSource.query(
      `SELECT is_approved FROM vendors WHERE id = $1 AND role = 'vendor'`,
      [vendorId],
    );
    return row?.is_approved === true;
  }
}

function toVendorProductView(row: VendorProductRow): VendorProductView {
  return {
    ...toProductView(row),
    ordersCount: Number(row.orders_count),
    revenue: Number(row.product_revenue),
  };
}
