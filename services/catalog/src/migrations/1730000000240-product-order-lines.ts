import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each order bought of each product, kept from orders' events: products.orders_count and revenue
 * are sums of these rows, and a declined or cancelled line gives back exactly the kilograms recorded
 * here, once (cancelled_at is set as it does).
 */
export class ProductOrderLines1730000000240 implements MigrationInterface {
  name = 'ProductOrderLines1730000000240';

  async up(db: QueryRunner): Promise<void> {
    // No foreign key to orders (orders live in their own service).
    await db.query(`
      CREATE TABLE product_order_lines (
        order_id uuid NOT NULL,
        product_id uuid NOT NULL REFERENCES products(id),
        quantity numeric(12,2) NOT NULL CHECK (quantity > 0),
        revenue numeric(14,2) NOT NULL CHECK (revenue >= 0),
        placed_at timestamptz NOT NULL DEFAULT now(),
        cancelled_at timestamptz NULL,
        PRIMARY KEY (order_id, product_id)
      )`);
    await db.query(`CREATE INDEX product_order_lines_product_idx ON product_order_lines (product_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE product_order_lines`);
  }
}
