import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductSnapshots1730000000300 implements MigrationInterface {
  name = 'ProductSnapshots1730000000300';

  async up(db: QueryRunner): Promise<void> {
    // Rows are never deleted (product.deleted sets the flag), so cart lines can keep pointing at them.
    await db.query(`
      CREATE TABLE product_snapshots (
        product_id uuid PRIMARY KEY,
        name text,
        price numeric(14, 2),
        base_price numeric(14, 2),
        image_urls text[] NOT NULL DEFAULT '{}',
        stock_quantity numeric(14, 3) NOT NULL DEFAULT 0,
        category text,
        vendor_id uuid,
        vendor_full_name text,
        vendor_business_name text,
        vendor_phone text,
        deleted boolean NOT NULL DEFAULT false,
        details_as_of timestamptz,
        stock_as_of timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE product_snapshots');
  }
}
