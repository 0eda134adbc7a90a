import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentityTables1730000000100 implements MigrationInterface {
  name = 'IdentityTables1730000000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE user_accounts (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE profiles (
        id uuid PRIMARY KEY REFERENCES user_accounts(id) ON DELETE CASCADE,
        email text NOT NULL,
        full_name text NOT NULL,
        phone_number text NOT NULL,
        role text NOT NULL CHECK (role IN ('consumer', 'vendor', 'sales_manager', 'admin')),
        delivery_address text,
        city text NOT NULL DEFAULT 'Lagos',
        state text NOT NULL DEFAULT 'Lagos',
        business_name text,
        business_address text,
        company_id_code text,
        is_farmer boolean NOT NULL DEFAULT false,
        is_approved boolean,
        is_active boolean NOT NULL DEFAULT true,
        email_verified boolean NOT NULL DEFAULT false,
        pending_email text,
        email_verification_token_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX profiles_role_idx ON profiles (role, created_at DESC)`);
    await db.query(`CREATE UNIQUE INDEX profiles_verification_token_idx ON profiles (email_verification_token_hash)
                    WHERE email_verification_token_hash IS NOT NULL`);
    await db.query(`
      CREATE TABLE refresh_sessions (
        id uuid PRIMARY KEY,
        family_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES user_accounts(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        spent_at timestamptz,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX refresh_sessions_family_idx ON refresh_sessions (family_id)`);
    await db.query(`CREATE INDEX refresh_sessions_user_idx ON refresh_sessions (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE refresh_sessions');
    await db.query('DROP TABLE profiles');
    await db.query('DROP TABLE user_accounts');
  }
}
