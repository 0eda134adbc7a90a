import type { MigrationInterface, QueryRunner } from 'typeorm';

/** orders' copy of consumer contact details (identity's user.registered / user.profile-updated). */
export class Customers1730000000330 implements MigrationInterface {
  name = 'Customers1730000000330';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE customers (
        id uuid PRIMARY KEY,
        full_name text NULL,
        email text NULL,
        phone_number text NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE customers');
  }
}
