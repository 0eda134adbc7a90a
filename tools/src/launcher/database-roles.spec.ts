import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@ihe/platform/testing';
import { MIGRATING_SERVICES, migrateService, pendingMigrations } from '../k8s/service-migrations.js';
import { childEnv } from './child-env.js';
import { provisionDatabaseRoles, type DatabaseServiceName } from './database-roles.js';

async function asRole<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => '',
    (error: { code: string }) => error.code,
  );

// Every service's real migrations (their builds: run after `npm run build`, as CI does), each as its own role.
describe('the distributed mode: each service its own PostgreSQL role (real PostgreSQL)', () => {
  let database: TestDatabase;
  let urls: Record<DatabaseServiceName, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    urls = await provisionDatabaseRoles(database.url, {});
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('lets every service migrate its schema and query it as its own role', async () => {
    for (const service of MIGRATING_SERVICES) {
      expect(new URL(urls[service]).username).toBe(`ihe_${service}`);
      await migrateService(urls[service], service);
      expect(await pendingMigrations(urls[service], service)).toEqual([]);
      const owners = await asRole(urls[service], async (client) => {
        const { rows } = await client.query(
          `SELECT DISTINCT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relnamespace = $1::regnamespace`,
          [service],
        );
        return rows.map((row: { owner: string }) => row.owner);
      });
      expect(owners).toEqual([`ihe_${service}`]);
    }
    const accounts = await asRole(urls.identity, (client) =>
      client.query('SELECT count(*)::int AS n FROM identity.user_accounts'),
    );
    expect(accounts.rows[0].n).toBe(0);
  });

  it("keeps catalog's role out of identity's tables and schema", async () => {
    await asRole(urls.catalog, async (client) => {
      expect(await errorCode(client.query('SELECT * FROM identity.user_accounts'))).toBe('42501');
      expect(await errorCode(client.query('CREATE TABLE identity.copy (id int)'))).toBe('42501');
      expect(await errorCode(client.query('CREATE TABLE orders.copy (id int)'))).toBe('42501');
      expect(await errorCode(client.query('CREATE TABLE public.copy (id int)'))).toBe('42501');
    });
  });

  it('provisions again without harm (every launch and Job run does)', async () => {
    const again = await provisionDatabaseRoles(database.url, {});
    expect(again).toEqual(urls);
    for (const service of MIGRATING_SERVICES)
      expect(await pendingMigrations(urls[service], service)).toEqual([]);
  });

  it('hands each service process only its own database URL, and the gateway none', () => {
    const base = {
      DATABASE_URL: database.url,
      CATALOG_DATABASE_URL: urls.catalog,
      DATABASE_ADMIN_URL: database.url,
    };
    for (const service of MIGRATING_SERVICES) {
      const env = childEnv(service, base, urls);
      expect(env.DATABASE_URL).toBe(urls[service]);
      expect(Object.keys(env).filter((key) => key.includes('DATABASE'))).toEqual(['DATABASE_URL']);
    }
    expect(Object.keys(childEnv('gateway', base, urls)).filter((key) => key.includes('DATABASE'))).toEqual(
      [],
    );
  });
});
