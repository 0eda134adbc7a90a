import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Listing indexes cover only what the shop shows: in stock and not deleted (the listing's own WHERE). */
const SHOWN = 'WHERE stock_quantity > 0 AND deleted_at IS NULL';
/** Case-insensitive, byte-ordered name sort: the same order on every server locale. */
const NAME_SORT_KEY = '(lower(name) COLLATE "C")';

export class CatalogTables1730000000200 implements MigrationInterface {
  name = 'CatalogTables1730000000200';

  async up(db: QueryRunner): Promise<void> {
    const trgm = await installTrigramExtension(db);
    await db.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (btrim(name) <> ''),
        description text NOT NULL DEFAULT '',
        category text NOT NULL CHECK (category <> '' AND category = lower(category)),
        base_price numeric(12,2) NOT NULL CHECK (base_price >= 0),
        price numeric(12,2) NOT NULL CHECK (price >= base_price),
        company_profit_percentage numeric(6,2) NOT NULL CHECK (company_profit_percentage >= 0),
        stock_quantity numeric(12,2) NOT NULL DEFAULT 0 CHECK (stock_quantity >= 0),
        minimum_order_quantity numeric(12,2) NOT NULL DEFAULT 1 CHECK (minimum_order_quantity > 0),
        image_urls text[] NOT NULL DEFAULT '{}',
        vendor_id uuid NULL,
        farm_origin text NULL,
        is_organic boolean NOT NULL DEFAULT false,
        orders_count integer NOT NULL DEFAULT 0 CHECK (orders_count >= 0),
        revenue numeric(14,2) NOT NULL DEFAULT 0,
        created_by_sales_manager_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NULL
      )`);
    // The shop listing: filter by category (or not), sort by name or price, id breaks ties.
    await db.query(
      `CREATE INDEX products_shown_category_price_idx ON products (category, price, id) ${SHOWN}`,
    );
    await db.query(
      `CREATE INDEX products_shown_category_name_idx ON products (category, ${NAME_SORT_KEY}, id) ${SHOWN}`,
    );
    await db.query(`CREATE INDEX products_shown_name_idx ON products (${NAME_SORT_KEY}, id) ${SHOWN}`);
    await db.query(`CREATE INDEX products_shown_price_idx ON products (price, id) ${SHOWN}`);
    // Search: case-insensitive substring (ILIKE '%…%') on name and description.
    await db.query(`CREATE INDEX products_name_trgm_idx ON products USING gin (name ${trgm}.gin_trgm_ops)`);
    await db.query(
      `CREATE INDEX products_description_trgm_idx ON products USING gin (description ${trgm}.gin_trgm_ops)`,
    );
    await db.query(`CREATE INDEX products_created_at_idx ON products (created_at DESC)`);
    await db.query(
      `CREATE INDEX products_vendor_idx ON products (vendor_id, created_at DESC) WHERE deleted_at IS NULL`,
    );

    await db.query(`
      CREATE TABLE company_profit_settings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        profit_percentage numeric(6,2) NOT NULL CHECK (profit_percentage >= 0),
        minimum_profit_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (minimum_profit_amount >= 0),
        is_active boolean NOT NULL DEFAULT true,
        created_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX company_profit_settings_active_idx ON company_profit_settings (created_at DESC) WHERE is_active`,
    );

    // Projection of identity's vendor accounts (user.registered / user.profile-updated), read by listings.
    await db.query(`
      CREATE TABLE vendors (
        id uuid PRIMARY KEY,
        role text NOT NULL,
        full_name text NULL,
        business_name text NULL,
        phone_number text NULL,
        is_approved boolean NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE vendors');
    await db.query('DROP TABLE company_profit_settings');
    await db.query('DROP TABLE products');
  }
}

/**
 * pg_trgm lives once per database (normally in `public`), while each service's search_path is its own
 * schema: install it if missing (a database-wide lock, as other services may do the same at once) and
 * return the schema its operator classes are in.
 */
async function installTrigramExtension(db: QueryRunner): Promise<string> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('ihe:extension:pg_trgm'))`);
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  const rows: Array<{ schema: string }> = await db.query(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
  );
  return `"${rows[0].schema.replace(/"/g, '""')}"`;
}
