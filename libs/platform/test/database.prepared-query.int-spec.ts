import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../src/testing/create-test-database.js';
import { queryPrepared } from '../src/database/prepared-query.js';

describe('queryPrepared', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection: every call below runs in the same session, whose prepared statements it can list.
    dataSource = new DataSource({
      type: 'postgres',
      url: database.url,
      extra: { options: '-c search_path=prep_test,public', max: 1 },
    });
    await dataSource.initialize();
    await dataSource.query('CREATE SCHEMA prep_test');
    await dataSource.query('CREATE TABLE prep_test.widgets (id int PRIMARY KEY, name text NOT NULL)');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('runs statements on the pool with its search_path, answering rows and the affected count', async () => {
    const insert = 'INSERT INTO widgets (id, name) SELECT g, $1 || g FROM generate_series(1, $2::int) g';
    expect(await queryPrepared(dataSource, insert, ['w', 3])).toEqual({ rows: [], rowCount: 3 });
    const update = await queryPrepared<{ id: number }>(
      dataSource,
      'UPDATE widgets SET name = $2 WHERE id <= $1 RETURNING id',
      [2, 'renamed'],
    );
    expect(update.rowCount).toBe(2);
    expect(update.rows.map((row) => row.id).sort()).toEqual([1, 2]);
  });

  it('prepares each text once per connection, under a name of its own', async () => {
    const byId = 'SELECT name FROM widgets WHERE id = $1';
    const byName = 'SELECT id FROM widgets WHERE name = $1';
    for (let i = 1; i <= 3; i++) await queryPrepared(dataSource, byId, [i]);
    await queryPrepared(dataSource, byName, ['w3']);
    const listed = await queryPrepared<{ name: string; statement: string }>(
      dataSource,
      'SELECT name, statement FROM pg_prepared_statements ORDER BY prepare_time',
      [],
    );
    const ours = listed.rows.filter((row) => row.statement === byId || row.statement === byName);
    expect(ours).toHaveLength(2);
    expect(new Set(ours.map((row) => row.name)).size).toBe(2);
    expect(ours.every((row) => row.name.startsWith('ihe_'))).toBe(true);
  });
});
