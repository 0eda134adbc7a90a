import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's product and vendor names, kept from order.placed with its run: order.status-changed
 * carries only product ids, and the customer's shipped / delivered notices name the items.
 */
export class OrderItemNames1730000000620 implements MigrationInterface {
  name = 'OrderItemNames1730000000620';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE order_notification_runs ADD COLUMN items jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE order_notification_runs DROP COLUMN items`);
  }
}
