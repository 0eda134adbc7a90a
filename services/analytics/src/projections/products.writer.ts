import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ProductSnapshot } from '@ihe/contracts';

/** Product counters' source: id, vendor and stock (spec 2 §4: above 10 Active, 1–10 Low Stock, 0 Inactive). */
@Injectable()
export class ProductsWriter {
  async upsert(manager: EntityManager, product: ProductSnapshot): Promise<void> {
    await manager.query(
      `INSERT INTO products (id, vendor_id, stock_quantity) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET vendor_id = EXCLUDED.vendor_id, stock_quantity = EXCLUDED.stock_quantity`,
      [product.id, product.vendorId, product.stockQuantity],
    );
  }

  async stockChanged(manager: EntityManager, productId: string, stockQuantity: number): Promise<void> {
    await manager.query(`UPDATE products SET stock_quantity = $2 WHERE id = $1`, [productId, stockQuantity]);
  }

  async deleted(manager: EntityManager, productId: string): Promise<void> {
    await manager.query(`DELETE FROM products WHERE id = $1`, [productId]);
  }
}
