import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@ihe/platform/testing';
import { MIGRATING_SERVICES, migrateService, migrationsOf, pendingMigrations } from './service-migrations.js';

// Reads each service's build (services/<name>/dist/migrations): run after `npm run build`, as CI does.
describe('the migration Job and its waiting init containers (real PostgreSQL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('covers every service with a schema, each with its own migrations', async () => {
    expect(MIGRATING_SERVICES).toEqual(
      expect.arrayContaining(['identity', 'catalog', 'orders', 'verification', 'notifications', 'analytics']),
    );
    for (const service of MIGRATING_SERVICES) expect((await migrationsOf(service)).length).toBeGreaterThan(1);
  });

  it('finds every migration pending on an empty database, and none once the Job has run', async () => {
    const all = await migrationsOf('orders');
    expect(await pendingMigrations(database.url, 'orders')).toHaveLength(all.length);

    await migrateService(database.url, 'orders');
    expect(await pendingMigrations(database.url, 'orders')).toEqual([]);
    // Another schema is untouched: its init container keeps waiting.
    expect((await pendingMigrations(database.url, 'catalog')).length).toBeGreaterThan(0);
  });

  it('names a migration added after the last run as pending', async () => {
    await migrateService(database.url, 'analytics');
    const Newest = (await migrationsOf('analytics')).at(-1)!;
    const newest = new Newest().name ?? Newest.name;
    const { DataSource } = await import('typeorm');
    const direct = new DataSource({ type: 'postgres', url: database.url });
    await direct.initialize();
    await direct.query('DELETE FROM analytics.migrations WHERE name = $1', [newest]);
    await direct.destroy();
    expect(await pendingMigrations(database.url, 'analytics')).toEqual([newest]);
  });
});
