import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Display prices become whole naira (they are shown without decimals, and the shown price must be
 * the price charged): the same rule as displayPrice — half up, never below the base price. Held
 * reservations are repriced too; confirmed ones belong to placed orders and keep their prices.
 */
export class WholeNairaPrices1730000000220 implements MigrationInterface {
  name = 'WholeNairaPrices1730000000220';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE products SET price = GREATEST(ROUND(price), CEIL(base_price))
       WHERE price <> GREATEST(ROUND(price), CEIL(base_price))`);
    await db.query(`
      UPDATE stock_reservation_lines l SET unit_price = GREATEST(ROUND(l.unit_price), CEIL(l.base_price))
        FROM stock_reservations r
       WHERE r.id = l.reservation_id AND r.status = 'held'
         AND l.unit_price <> GREATEST(ROUND(l.unit_price), CEIL(l.base_price))`);
  }

  async down(): Promise<void> {
    // The kobo each price had is not kept: nothing to restore.
  }
}
