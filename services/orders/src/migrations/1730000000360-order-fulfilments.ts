import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'pending', 'confirmed', 'shipped', 'delivered', 'cancelled'`;

/**
 * A fulfilment per vendor inside each order (Vendure's seller sub-orders): each vendor moves only its own
 * part; the order's status is derived from its parts (order-status.rules.ts). Lines with no vendor form
 * one part with vendor_id null. `processing` is an order-level status only (parts at different stages),
 * never a part's. Existing orders get their parts here, at the order's status; the only way an order
 * reached processing before this was a test calling the old whole-order writer, so its parts become
 * confirmed and the order too (the derived status of all-confirmed parts).
 */
export class OrderFulfilments1730000000360 implements MigrationInterface {
  name = 'OrderFulfilments1730000000360';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_fulfilments (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders(id),
        vendor_id uuid NULL,
        vendor_name text NULL,
        status text NOT NULL CHECK (status IN (${STATUSES})),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT order_fulfilments_order_vendor_key UNIQUE NULLS NOT DISTINCT (order_id, vendor_id)
      )`);
    // The vendor area: a vendor's parts, newest first.
    await db.query(
      `CREATE INDEX order_fulfilments_vendor_idx ON order_fulfilments (vendor_id, created_at DESC, order_id)`,
    );
    await db.query(`
      CREATE TABLE fulfilment_status_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        fulfilment_id uuid NOT NULL REFERENCES order_fulfilments(id),
        from_status text NULL CHECK (from_status IN (${STATUSES})),
        to_status text NOT NULL CHECK (to_status IN (${STATUSES})),
        changed_by uuid NULL,
        changed_at timestamptz NOT NULL
      )`);
    await db.query(
      `CREATE INDEX fulfilment_status_history_idx ON fulfilment_status_history (fulfilment_id, id)`,
    );
    await db.query(`UPDATE orders SET status = 'confirmed' WHERE status = 'processing'`);
    await db.query(`
      INSERT INTO order_fulfilments (id, order_id, vendor_id, vendor_name, status, created_at, updated_at)
      SELECT gen_random_uuid(), o.id, i.vendor_id, max(i.vendor_name), o.status, o.created_at, o.updated_at
        FROM orders o JOIN order_items i ON i.order_id = o.id
       GROUP BY o.id, i.vendor_id`);
    await db.query(`
      INSERT INTO fulfilment_status_history (fulfilment_id, from_status, to_status, changed_by, changed_at)
      SELECT f.id, NULL, f.status, NULL, f.updated_at FROM order_fulfilments f`);
    await db.query(
      `ALTER TABLE order_items ADD COLUMN fulfilment_id uuid NULL REFERENCES order_fulfilments(id)`,
    );
    await db.query(`
      UPDATE order_items i SET fulfilment_id = f.id
        FROM order_fulfilments f
       WHERE f.order_id = i.order_id AND f.vendor_id IS NOT DISTINCT FROM i.vendor_id`);
    await db.query(`ALTER TABLE order_items ALTER COLUMN fulfilment_id SET NOT NULL`);
    await db.query(`CREATE INDEX order_items_fulfilment_idx ON order_items (fulfilment_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE order_items DROP COLUMN fulfilment_id');
    await db.query('DROP TABLE fulfilment_status_history');
    await db.query('DROP TABLE order_fulfilments');
  }
}
