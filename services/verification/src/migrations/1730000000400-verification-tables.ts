import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * verification's tables: the requests (spec 2 §3 vendor verification request, §4 states) and its
 * projection of identity's vendor accounts (user.registered, vendor.registered, user.profile-updated),
 * which the admin list shows beside each request.
 */
export class VerificationTables1730000000400 implements MigrationInterface {
  name = 'VerificationTables1730000000400';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE verification_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- One request per vendor: a vendor registers once (a redelivered vendor.registered opens nothing).
        vendor_id uuid NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'approved', 'rejected', 'requires_documents')),
        admin_notes text,
        -- Every document the vendor uploaded: [{ fileName, contentType, size, uploadedAt }].
        documents_submitted jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz,
        processed_by uuid,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE INDEX verification_requests_created_idx ON verification_requests (created_at DESC, id)`,
    );
    await db.query(`
      CREATE TABLE vendors (
        id uuid PRIMARY KEY,
        email text,
        full_name text,
        business_name text,
        business_address text,
        phone_number text,
        is_farmer boolean,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE vendors');
    await db.query('DROP TABLE verification_requests');
  }
}
