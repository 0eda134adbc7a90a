import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lineTotal, type CartLineView, type CartView } from '@ihe/contracts';
import { cartTotals } from './cart.rules.js';

export interface CartRow {
  product_id: string;
  quantity: string;
  added_at: Date;
  name: string;
  price: string;
  image_urls: string[];
  stock_quantity: string;
  category: string | null;
  vendor_id: string | null;
  vendor_full_name: string | null;
  vendor_business_name: string | null;
  deleted: boolean;
}

/**
 * A consumer's cart as the API shows it (spec 1 §7: lines with the product and vendor embedded, newest
 * first). Lines are priced with the product's current display price from the projection.
 */
@Injectable()
export class CartViewReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(consumerId: string): Promise<CartView> {
    const rows: CartRow[] = await this.dataSource.query(
      cartViewSql(`(SELECT product_id, quantity, added_at FROM cart_items WHERE consumer_id = $1)`),
      [consumerId],
    );
    return toCartView(rows);
  }
}

/**
 * The SELECT of a cart view over `lines` (a subquery or CTE name with product_id, quantity, added_at):
 * a write can answer the cart it produced in its own statement.
 */
export function cartViewSql(lines: string): string {
  return `SELECT c.product_id, c.quantity, c.added_at, p.name, p.price, p.image_urls, p.stock_quantity, p.category,
                 p.vendor_id, p.vendor_full_name, p.vendor_business_name, p.deleted
            FROM ${lines} c JOIN product_snapshots p ON p.product_id = c.product_id
           ORDER BY c.added_at DESC, c.product_id`;
}

export function toCartView(rows: CartRow[]): CartView {
  const items = rows.map(toLineView);
  const totals = cartTotals(
    items.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      available: line.product.available,
    })),
  );
  return { items, ...totals };
}

function toLineView(row: CartRow): CartLineView {
  const quantity = Number(row.quantity);
  const unitPrice = Number(row.price);
  return {
    productId: row.product_id,
    quantity,
    unitPrice,
    totalPrice: lineTotal(quantity, unitPrice),
    addedAt: row.added_at.toISOString(),
    product: {
      id: row.product_id,
      name: row.name,
      price: unitPrice,
      imageUrls: row.image_urls,
      stockQuantity: Number(row.stock_quantity),
      category: row.category ?? '',
      vendor: { id: row.vendor_id, fullName: row.vendor_full_name, businessName: row.vendor_business_name },
      available: !row.deleted,
    },
  };
}
