import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each cluster-wide periodic task (PeriodicTask with `acrossReplicas`) last ran, so its service's
 * replicas run it once per interval between them. Unqualified like the messaging tables: it lands in the
 * service's own schema. List this in the migrations of every service that has such a task.
 */
export class PeriodicTaskRuns1730000000050 implements MigrationInterface {
  name = 'PeriodicTaskRuns1730000000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE periodic_task_runs (
        name text PRIMARY KEY,
        last_run_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE periodic_task_runs`);
  }
}
