import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's last suspend / activate / delete of a user (spec 2 §7 admin_manage_user): when, by whom, the
 * notes, and deleted_at, the marker of a deleted account (the row stays: orders and the ledger keep it).
 */
export class UserStatus1730000000120 implements MigrationInterface {
  name = 'UserStatus1730000000120';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE profiles
        ADD COLUMN deleted_at timestamptz,
        ADD COLUMN status_changed_at timestamptz,
        ADD COLUMN status_changed_by uuid,
        ADD COLUMN status_notes text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE profiles
        DROP COLUMN status_notes,
        DROP COLUMN status_changed_by,
        DROP COLUMN status_changed_at,
        DROP COLUMN deleted_at`);
  }
}
