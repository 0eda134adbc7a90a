import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The last approval decision on a profile: its reason (a rejection's, spec 2 §7), time and admin. */
export class SalesManagerApproval1730000000110 implements MigrationInterface {
  name = 'SalesManagerApproval1730000000110';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE profiles
        ADD COLUMN approval_reason text,
        ADD COLUMN approval_decided_at timestamptz,
        ADD COLUMN approval_decided_by uuid`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE profiles
        DROP COLUMN approval_decided_by,
        DROP COLUMN approval_decided_at,
        DROP COLUMN approval_reason`);
  }
}
