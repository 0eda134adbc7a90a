import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sales-manager area (spec 2 §2, §3, §4): a projection of identity's staff accounts (sales managers'
 * approval and names, admins' names), the product audit log with its per-action totals (exact totals
 * without counting a million rows), and an index the overview's one aggregate reads instead of the table.
 */
export class SalesAuditLog1730000000250 implements MigrationInterface {
  name = 'SalesAuditLog1730000000250';

  async up(db: QueryRunner): Promise<void> {
    // Projection of identity's sales managers and admins (user.registered / profile-updated / approval-changed).
    await db.query(`
      CREATE TABLE staff_members (
        id uuid PRIMARY KEY,
        role text NOT NULL CHECK (role IN ('sales_manager', 'admin')),
        full_name text NULL,
        is_approved boolean NULL,
        approval_changed_at timestamptz NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // seq orders the log (newest first) and is the export's keyset; id is the public id.
    await db.query(`
      CREATE TABLE product_audit_log (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'approve', 'reject')),
        product_id uuid NULL REFERENCES products(id),
        product_name text NULL,
        actor_id uuid NULL,
        actor_role text NULL,
        actor_name text NULL,
        subject_user_id uuid NULL,
        old_data jsonb NULL,
        new_data jsonb NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((action IN ('approve', 'reject')) = (product_id IS NULL))
      )`);
    await db.query(`CREATE INDEX product_audit_log_action_idx ON product_audit_log (action, seq DESC)`);
    await db.query(`CREATE INDEX product_audit_log_product_idx ON product_audit_log (product_id, seq)`);
    const trgm = await trigramSchema(db);
    await db.query(
      `CREATE INDEX product_audit_log_product_name_trgm_idx ON product_audit_log USING gin (product_name ${trgm}.gin_trgm_ops)`,
    );
    await db.query(
      `CREATE INDEX product_audit_log_actor_name_trgm_idx ON product_audit_log USING gin (actor_name ${trgm}.gin_trgm_ops)`,
    );

    // Exact totals per action, kept by a trigger in the inserting transaction (the log is append-only).
    await db.query(`
      CREATE TABLE product_audit_counts (
        action text PRIMARY KEY,
        total bigint NOT NULL DEFAULT 0 CHECK (total >= 0)
      )`);
    await db.query(`
      INSERT INTO product_audit_counts (action)
      VALUES ('create'), ('update'), ('delete'), ('approve'), ('reject')`);
    await db.query(`
      CREATE FUNCTION product_audit_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE product_audit_counts SET total = total + 1 WHERE action = NEW.action;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER product_audit_log_count AFTER INSERT ON product_audit_log
      FOR EACH ROW EXECUTE FUNCTION product_audit_count()`);
    await db.query(`
      CREATE FUNCTION product_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'product_audit_log is append-only';
      END $$`);
    await db.query(`
      CREATE TRIGGER product_audit_log_append_only BEFORE UPDATE OR DELETE ON product_audit_log
      FOR EACH ROW EXECUTE FUNCTION product_audit_append_only()`);

    // The overview: count and Σ price × stock of live products from an index-only scan.
    await db.query(
      `CREATE INDEX products_live_stock_price_idx ON products (stock_quantity, price) WHERE deleted_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX products_live_stock_price_idx`);
    await db.query(`DROP TABLE product_audit_counts`);
    await db.query(`DROP TABLE product_audit_log`);
    await db.query(`DROP FUNCTION product_audit_count()`);
    await db.query(`DROP FUNCTION product_audit_append_only()`);
    await db.query(`DROP TABLE staff_members`);
  }
}

/** The schema pg_trgm was installed in (by CatalogTables1730000000200). */
async function trigramSchema(db: QueryRunner): Promise<string> {
  const rows: Array<{ schema: string }> = await db.query(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
  );
  return `"${rows[0].schema.replace(/"/g, '""')}"`;
}
