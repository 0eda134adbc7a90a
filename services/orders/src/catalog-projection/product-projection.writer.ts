import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { queryPrepared } from '@ihe/platform';
import type { ProductSnapshot as ProductEventSnapshot } from '@ihe/contracts';

/**
 * Applies catalog's product events to product_snapshots, inside the inbox transaction of the handler.
 * Each event first makes sure the row exists, then updates it only if the event is not older than
 * what the row already reflects (per clock, see ProductSnapshot). Newer-or-equal wins: catalog may
 * emit several stock changes within one millisecond, and those usually arrive in order.
 */
@Injectable()
export class ProductProjectionWriter {
  constructor(private readonly dataSource: DataSource) {}

  async applyProduct(
    manager: EntityManager,
    product: ProductEventSnapshot,
    occurredAt: string,
  ): Promise<void> {
    await this.ensureRow(manager, product.id);
    await manager.query(
      `UPDATE product_snapshots
          SET name = $2, price = $3, base_price = $4, image_urls = $5, category = $6, vendor_id = $7,
              vendor_full_name = $8, vendor_business_name = $9, vendor_phone = $10, deleted = false,
              details_as_of = $11, updated_at = now()
        WHERE product_id = $1 AND (details_as_of IS NULL OR details_as_of <= $11)`,
      [
        product.id,
        product.name,
        product.price,
        product.basePrice,
        product.imageUrls,
        product.category,
        product.vendorId,
        product.vendorFullName,
        product.vendorBusinessName,
        product.vendorPhone,
        occurredAt,
      ],
    );
    await this.applyStock(manager, product.id, product.stockQuantity, occurredAt);
  }

  async applyStock(
    manager: EntityManager,
    productId: string,
    stockQuantity: number,
    occurredAt: string,
  ): Promise<void> {
    await this.ensureRow(manager, productId);
    await manager.query(
      `UPDATE product_snapshots SET stock_quantity = $2, stock_as_of = $3, updated_at = now()
        WHERE product_id = $1 AND (stock_as_of IS NULL OR stock_as_of <= $3)`,
      [productId, stockQuantity, occurredAt],
    );
  }

  /**
   * applyStock and the inbox record of its event as ONE statement (one round trip, atomic by itself):
   * `inbox` (InboxService.recordSql, parameters $1–$2) yields a row only the first time the event is seen.
   */
  async applyStockOnce(
    inbox: { sql: string; params: unknown[] },
    productId: string,
    stockQuantity: number,
    occurredAt: string,
  ): Promise<void> {
    await queryPrepared(
      this.dataSource,
      `WITH fresh AS (${inbox.sql})
       INSERT INTO product_snapshots (product_id, stock_quantity, stock_as_of, updated_at)
       SELECT $3, $4, $5, now() FROM fresh
       ON CONFLICT (product_id) DO UPDATE
          SET stock_quantity = EXCLUDED.stock_quantity, stock_as_of = EXCLUDED.stock_as_of, updated_at = now()
        WHERE product_snapshots.stock_as_of IS NULL OR product_snapshots.stock_as_of <= EXCLUDED.stock_as_of`,
      [...inbox.params, productId, stockQuantity, occurredAt],
    );
  }

  async applyDeleted(manager: EntityManager, productId: string, occurredAt: string): Promise<void> {
    await this.ensureRow(manager, productId);
    await manager.query(
      `UPDATE product_snapshots SET deleted = true, details_as_of = $2, updated_at = now()
        WHERE product_id = $1 AND (details_as_of IS NULL OR details_as_of <= $2)`,
      [productId, occurredAt],
    );
  }

  /** A concurrent insert of the same product waits on the unique key, then finds the row. */
  private async ensureRow(manager: EntityManager, productId: string): Promise<void> {
    await manager.query(`INSERT INTO product_snapshots (product_id) VALUES ($1) ON CONFLICT DO NOTHING`, [
      productId,
    ]);
  }
}
