import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * analytics' tables, all fed by events (it reads no other service's data):
 * - event_log: every consumed envelope, in arrival order (the replay source of `rebuild`);
 * - ledger_entries: append-only money rows (a trigger refuses UPDATE and DELETE; rebuild TRUNCATEs);
 * - daily_financials: the ledger summed per Lagos day, kept in the same transaction as its rows;
 * - placed_orders, cancelled_parts: what the ledger needs to reverse a part exactly once, in any order;
 * - users, user_totals, products, activity, notification_outcomes: the admin area's projections.
 */
export class AnalyticsTables1730000000500 implements MigrationInterface {
  name = 'AnalyticsTables1730000000500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE event_log (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        name text NOT NULL,
        envelope jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE ledger_entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id uuid NOT NULL,
        -- sale / sale_reversal: one order line; order / order_reversal: the order itself (its delivery fee, its count).
        kind text NOT NULL CHECK (kind IN ('sale', 'sale_reversal', 'order', 'order_reversal')),
        line_no int NOT NULL,
        vendor_id uuid,
        product_id uuid,
        consumer_id uuid NOT NULL,
        -- The order's Lagos day: reversals land on the day of the order they reverse.
        day date NOT NULL,
        quantity numeric(14, 3) NOT NULL DEFAULT 0,
        revenue numeric(16, 2) NOT NULL DEFAULT 0,
        delivery_fee numeric(16, 2) NOT NULL DEFAULT 0,
        vendor_earnings numeric(16, 2) NOT NULL DEFAULT 0,
        company_profit numeric(16, 2) NOT NULL DEFAULT 0,
        orders int NOT NULL DEFAULT 0,
        event_id uuid NOT NULL,
        booked_at timestamptz NOT NULL
      )`);
    // A row is written once: a replayed or duplicated event cannot book a line twice.
    await db.query(`CREATE UNIQUE INDEX ledger_entries_once_idx ON ledger_entries (order_id, kind, line_no)`);
    await db.query(
      `CREATE INDEX ledger_entries_vendor_idx ON ledger_entries (vendor_id, day) WHERE vendor_id IS NOT NULL`,
    );
    await db.query(`
      CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entries is append-only: book a reversal instead of %', TG_OP;
      END $$`);
    await db.query(`
      CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only()`);
    await db.query(`
      CREATE TABLE daily_financials (
        day date PRIMARY KEY,
        revenue numeric(16, 2) NOT NULL DEFAULT 0,
        delivery_fees numeric(16, 2) NOT NULL DEFAULT 0,
        orders int NOT NULL DEFAULT 0,
        vendor_earnings numeric(16, 2) NOT NULL DEFAULT 0,
        company_profit numeric(16, 2) NOT NULL DEFAULT 0
      )`);
    await db.query(`
      CREATE TABLE placed_orders (
        order_id uuid PRIMARY KEY,
        consumer_id uuid NOT NULL,
        day date NOT NULL,
        created_at timestamptz NOT NULL,
        cancelled boolean NOT NULL DEFAULT false
      )`);
    // A part (vendor_key: the vendor id, or '' for lines with no vendor) cancelled, possibly before order.placed arrived.
    await db.query(`
      CREATE TABLE cancelled_parts (
        order_id uuid NOT NULL,
        vendor_key text NOT NULL,
        whole_order boolean NOT NULL DEFAULT false,
        PRIMARY KEY (order_id, vendor_key)
      )`);
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        role text NOT NULL,
        email text NOT NULL DEFAULT '',
        full_name text NOT NULL DEFAULT '',
        phone_number text,
        business_name text,
        is_approved boolean,
        is_active boolean NOT NULL DEFAULT true,
        deleted boolean NOT NULL DEFAULT false,
        verification_status text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz
      )`);
    await db.query(`CREATE INDEX users_created_idx ON users (created_at DESC, id)`);
    await db.query(`
      CREATE TABLE user_totals (
        user_id uuid PRIMARY KEY,
        total_orders int NOT NULL DEFAULT 0,
        total_spent numeric(16, 2) NOT NULL DEFAULT 0,
        account_value numeric(16, 2) NOT NULL DEFAULT 0
      )`);
    await db.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY,
        vendor_id uuid,
        stock_quantity numeric(14, 3) NOT NULL DEFAULT 0
      )`);
    await db.query(`
      CREATE TABLE activity (
        id uuid PRIMARY KEY,
        activity_type text NOT NULL CHECK (activity_type IN ('admin_action', 'user_registration', 'new_order', 'other')),
        description text NOT NULL,
        user_name text,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX activity_created_idx ON activity (created_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE notification_outcomes (
        event_id uuid PRIMARY KEY,
        order_id uuid NOT NULL,
        sent int NOT NULL,
        total int NOT NULL,
        disabled boolean NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX notification_outcomes_at_idx ON notification_outcomes (occurred_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'notification_outcomes',
      'activity',
      'products',
      'user_totals',
      'users',
      'cancelled_parts',
      'placed_orders',
      'daily_financials',
      'ledger_entries',
      'event_log',
    ])
      await db.query(`DROP TABLE ${table}`);
    await db.query('DROP FUNCTION ledger_entries_append_only()');
  }
}
