import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalog projection follows catalog's move to whole-naira display prices (the same rule as
 * displayPrice: half up, never below the base price), and so do the prices kept on cart lines.
 * Orders already placed keep the prices they were placed at.
 */
export class WholeNairaPrices1730000000350 implements MigrationInterface {
  name = 'WholeNairaPrices1730000000350';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE product_snapshots SET price = GREATEST(ROUND(price), CEIL(COALESCE(base_price, 0)))
       WHERE price IS NOT NULL AND price <> GREATEST(ROUND(price), CEIL(COALESCE(base_price, 0)))`);
    await db.query(`
      UPDATE cart_items c SET unit_price = p.price, total_price = c.quantity * p.price
        FROM product_snapshots p
       WHERE p.product_id = c.product_id AND p.price IS NOT NULL AND c.unit_price <> p.price`);
  }

  async down(): Promise<void> {
    // The kobo each price had is not kept: nothing to restore.
  }
}
