import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CartItems1730000000310 implements MigrationInterface {
  name = 'CartItems1730000000310';

  async up(db: QueryRunner): Promise<void> {
    // consumer_id has no foreign key: accounts live in identity's schema.
    await db.query(`
      CREATE TABLE cart_items (
        id uuid PRIMARY KEY,
        consumer_id uuid NOT NULL,
        product_id uuid NOT NULL REFERENCES product_snapshots(product_id),
        quantity numeric(12, 3) NOT NULL CHECK (quantity > 0),
        unit_price numeric(14, 2) NOT NULL CHECK (unit_price >= 0),
        total_price numeric(16, 2) NOT NULL CHECK (total_price >= 0),
        added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT cart_items_consumer_product_key UNIQUE (consumer_id, product_id)
      )`);
    await db.query(`CREATE INDEX cart_items_product_idx ON cart_items (product_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE cart_items');
  }
}
