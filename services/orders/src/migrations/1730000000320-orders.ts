import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'`;
const PAYMENT_METHODS = `'card', 'bank_transfer', 'cash_on_delivery', 'mobile_money'`;

/**
 * Orders, their lines and status history, and checkout attempts (idempotency). A line keeps the product
 * name, unit (display) price, base price and vendor as sold, so vendor earnings and company profit stay
 * known after prices change. consumer_id, product_id and vendor_id have no foreign keys: those rows live
 * in other services.
 */
export class Orders1730000000320 implements MigrationInterface {
  name = 'Orders1730000000320';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY,
        consumer_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN (${STATUSES})),
        shipping_address text NOT NULL CHECK (btrim(shipping_address) <> ''),
        special_instructions text NULL,
        payment_method text NOT NULL CHECK (payment_method IN (${PAYMENT_METHODS})),
        subtotal numeric(16,2) NOT NULL CHECK (subtotal >= 0),
        delivery_fee numeric(12,2) NOT NULL CHECK (delivery_fee >= 0),
        total_amount numeric(16,2) NOT NULL CHECK (total_amount = subtotal + delivery_fee),
        customer_name text NOT NULL,
        customer_email text NOT NULL,
        customer_phone text NULL,
        reservation_id uuid NOT NULL UNIQUE,
        idempotency_key text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- The last guard of idempotent checkout: one order per consumer and key, whatever happens.
        CONSTRAINT orders_consumer_idempotency_key UNIQUE (consumer_id, idempotency_key)
      )`);
    await db.query(
      `CREATE INDEX orders_consumer_created_idx ON orders (consumer_id, created_at DESC, id DESC)`,
    );
    await db.query(`
      CREATE TABLE order_items (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders(id),
        position integer NOT NULL,
        product_id uuid NOT NULL,
        product_name text NOT NULL,
        category text NOT NULL,
        quantity numeric(12,2) NOT NULL CHECK (quantity > 0),
        unit_price numeric(14,2) NOT NULL CHECK (unit_price >= 0),
        base_price numeric(14,2) NOT NULL CHECK (base_price >= 0),
        total_price numeric(16,2) NOT NULL CHECK (total_price >= 0),
        vendor_id uuid NULL,
        vendor_name text NULL,
        vendor_phone text NULL,
        CONSTRAINT order_items_order_position_key UNIQUE (order_id, position)
      )`);
    // The vendor area reads the lines of its own products.
    await db.query(`CREATE INDEX order_items_vendor_idx ON order_items (vendor_id, order_id)`);
    await db.query(`
      CREATE TABLE order_status_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders(id),
        from_status text NULL CHECK (from_status IN (${STATUSES})),
        to_status text NOT NULL CHECK (to_status IN (${STATUSES})),
        changed_by uuid NULL,
        vendor_id uuid NULL,
        changed_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id)`);
    // One row per Idempotency-Key of a consumer: order_id is null while its checkout runs.
    await db.query(`
      CREATE TABLE checkout_attempts (
        consumer_id uuid NOT NULL,
        idempotency_key text NOT NULL,
        attempt_id uuid NOT NULL,
        request_hash text NOT NULL,
        order_id uuid NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer_id, idempotency_key)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE checkout_attempts');
    await db.query('DROP TABLE order_status_history');
    await db.query('DROP TABLE order_items');
    await db.query('DROP TABLE orders');
  }
}
