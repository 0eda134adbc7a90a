import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each session family began (its login): a family older than the absolute session lifetime cannot
 * be refreshed, however active. Existing rows take their family's first token's creation time.
 */
export class SessionFamilyStart1730000000130 implements MigrationInterface {
  name = 'SessionFamilyStart1730000000130';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE refresh_sessions ADD COLUMN family_started_at timestamptz`);
    await db.query(`
      UPDATE refresh_sessions s
         SET family_started_at = f.started_at
        FROM (SELECT family_id, min(created_at) AS started_at FROM refresh_sessions GROUP BY family_id) f
       WHERE f.family_id = s.family_id`);
    await db.query(`ALTER TABLE refresh_sessions ALTER COLUMN family_started_at SET NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE refresh_sessions DROP COLUMN family_started_at`);
  }
}
