import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox and inbox tables. Names are unqualified on purpose: each service's connection sets
 * `search_path` to its own schema, so the tables land there. List this in every service's migrations.
 */
export class MessagingTables1730000000000 implements MigrationInterface {
  name = 'MessagingTables1730000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        name text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL
      )`);
    // The relay only ever reads unpublished rows, oldest first; published ones stay out of the index.
    await queryRunner.query(`CREATE INDEX outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE inbox (
        event_id uuid NOT NULL,
        consumer text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, consumer)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE inbox`);
    await queryRunner.query(`DROP TABLE outbox`);
  }
}
