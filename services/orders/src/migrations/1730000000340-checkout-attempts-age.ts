import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The idempotency-key purge deletes by age. */
export class CheckoutAttemptsAge1730000000340 implements MigrationInterface {
  name = 'CheckoutAttemptsAge1730000000340';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX checkout_attempts_started_idx ON checkout_attempts (started_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX checkout_attempts_started_idx');
  }
}
