import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock held for a checkout until its order is placed (confirmed) or the checkout fails or is abandoned
 * (released). products.stock_quantity is what is still available: a reservation takes from it at once.
 */
export class StockReservations1730000000210 implements MigrationInterface {
  name = 'StockReservations1730000000210';

  async up(db: QueryRunner): Promise<void> {
    // consumer_id has no foreign key (accounts live in identity). A release that arrives before its
    // reservation leaves a 'released' row (a tombstone), so the late reservation is refused.
    await db.query(`
      CREATE TABLE stock_reservations (
        id uuid PRIMARY KEY,
        consumer_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('held', 'confirmed', 'released')),
        order_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        confirmed_at timestamptz NULL,
        released_at timestamptz NULL
      )`);
    // The sweeper looks only for held reservations past their time.
    await db.query(
      `CREATE INDEX stock_reservations_expiry_idx ON stock_reservations (expires_at) WHERE status = 'held'`,
    );
    // Each line keeps the price and vendor it was reserved at: a replay answers the same.
    await db.query(`
      CREATE TABLE stock_reservation_lines (
        reservation_id uuid NOT NULL REFERENCES stock_reservations(id),
        position integer NOT NULL,
        product_id uuid NOT NULL REFERENCES products(id),
        quantity numeric(12,2) NOT NULL CHECK (quantity > 0),
        name text NOT NULL,
        category text NOT NULL,
        unit_price numeric(12,2) NOT NULL,
        base_price numeric(12,2) NOT NULL,
        vendor_id uuid NULL,
        vendor_name text NULL,
        vendor_phone text NULL,
        PRIMARY KEY (reservation_id, product_id)
      )`);
    await db.query(
      `CREATE INDEX stock_reservation_lines_product_idx ON stock_reservation_lines (product_id)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE stock_reservation_lines');
    await db.query('DROP TABLE stock_reservations');
  }
}
