import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Vendors' WhatsApp contacts (a projection of identity's events), for notices that name no number. */
export class VendorContacts1730000000630 implements MigrationInterface {
  name = 'VendorContacts1730000000630';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE vendor_contacts (
        vendor_id uuid PRIMARY KEY,
        phone_number text,
        business_name text,
        full_name text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE vendor_contacts`);
  }
}
