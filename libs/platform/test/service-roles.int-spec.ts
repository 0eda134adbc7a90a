import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { createServiceDataSource } from '../src/database/create-service-data-source.js';
import {
  provisionServiceRoles,
  serviceDatabaseUrl,
  serviceRoleName,
  type ServiceRole,
} from '../src/database/service-roles.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/create-test-database.js';

// identity's second migration changes a table the admin made before roles existed: only its owner may.
class IdentityAccounts1700000000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE accounts ADD COLUMN phone varchar');
    await db.query(
      'CREATE TABLE sessions (id serial PRIMARY KEY, account_id int NOT NULL REFERENCES accounts (id))',
    );
  }
  async down(): Promise<void> {}
}

// catalog's search indexes use pg_trgm's operator classes from public, as the real catalog's do.
class CatalogProducts1700000000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await db.query('CREATE TABLE products (id serial PRIMARY KEY, name text NOT NULL)');
    await db.query('CREATE INDEX products_name_trgm_idx ON products USING gin (name public.gin_trgm_ops)');
  }
  async down(): Promise<void> {}
}

const SERVICES = ['identity', 'catalog'] as const;
const MIGRATIONS = { identity: [IdentityAccounts1700000000000], catalog: [CatalogProducts1700000000000] };

let database: TestDatabase;
let admin: pg.Client;
const roles: ServiceRole[] = [];
const dataSources: Partial<Record<(typeof SERVICES)[number], DataSource>> = {};

/** Runs `sql` as the service's own role and returns the error code it fails with ('' when it succeeds). */
async function failureAs(service: string, sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: serviceDatabaseUrl(database.url, service) });
  await client.connect();
  try {
    await client.query(sql);
    return '';
  } catch (error) {
    return (error as { code: string }).code;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  // A database from before roles existed: identity's schema, table and sequence belong to the admin.
  await admin.query('CREATE SCHEMA identity');
  await admin.query('CREATE TABLE identity.accounts (id serial PRIMARY KEY, email text NOT NULL)');
  await admin.query(`INSERT INTO identity.accounts (email) VALUES ('ada@farm.ng')`);
  for (const service of SERVICES)
    roles.push({ schema: service, url: serviceDatabaseUrl(database.url, service) });
  // Twice: idempotent.
  await provisionServiceRoles(database.url, roles);
  await provisionServiceRoles(database.url, roles);
  for (const service of SERVICES)
    dataSources[service] = await createServiceDataSource({
      schema: service,
      url: serviceDatabaseUrl(database.url, service),
      entities: [],
      migrations: MIGRATIONS[service],
      poolSize: 2,
    });
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(dataSources).map((dataSource) => dataSource?.destroy()));
  await admin?.end();
  await database?.drop();
});

describe('per-service PostgreSQL roles', () => {
  it('let each service run its own migrations and work in its schema as its own role', async () => {
    const identity = dataSources.identity!;
    const [{ user }] = await identity.query('SELECT current_user AS user');
    expect(user).toBe(serviceRoleName('identity'));
    await identity.query(`INSERT INTO accounts (email, phone) VALUES ('bola@farm.ng', '+2348030000000')`);
    await identity.query('INSERT INTO sessions (account_id) SELECT id FROM accounts');
    expect((await identity.query('SELECT count(*)::int AS n FROM sessions'))[0].n).toBe(2);

    const catalog = dataSources.catalog!;
    await catalog.query(`INSERT INTO products (name) VALUES ('Ofada rice'), ('White yam')`);
    const found = await catalog.query(`SELECT name FROM products WHERE name % 'ofada ryce'`);
    expect(found).toEqual([{ name: 'Ofada rice' }]);
  });

  it('keep the catalog role out of identity’s tables and of every other schema', async () => {
    expect(await failureAs('catalog', 'SELECT * FROM identity.accounts')).toBe('42501');
    expect(await failureAs('catalog', 'CREATE TABLE identity.stolen (id int)')).toBe('42501');
    expect(await failureAs('catalog', 'CREATE TABLE public.stray (id int)')).toBe('42501');
    expect(await failureAs('catalog', 'CREATE SCHEMA elsewhere')).toBe('42501');
    expect(await failureAs('catalog', 'CREATE TEMPORARY TABLE scratch (id int)')).toBe('42501');
    expect(await failureAs('identity', 'SELECT * FROM catalog.products')).toBe('42501');
    expect(await failureAs('identity', 'DROP TABLE catalog.products')).toBe('42501');
  });

  it('grant each role exactly its own schema, USAGE on public, CONNECT and nothing more', async () => {
    for (const service of SERVICES) {
      const role = serviceRoleName(service);
      const { rows } = await admin.query(
        `SELECT n.nspname AS schema, has_schema_privilege($1, n.oid, 'USAGE') AS usage,
                has_schema_privilege($1, n.oid, 'CREATE') AS create
           FROM pg_namespace n
          WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
            AND (has_schema_privilege($1, n.oid, 'USAGE') OR has_schema_privilege($1, n.oid, 'CREATE'))
          ORDER BY 1`,
        [role],
      );
      expect(rows).toEqual(
        [
          { schema: service, usage: true, create: true },
          { schema: 'public', usage: true, create: false },
        ].sort((a, b) => a.schema.localeCompare(b.schema)),
      );
      const [database_] = (
        await admin.query(
          `SELECT has_database_privilege($1, current_database(), 'CONNECT') AS connect,
                  has_database_privilege($1, current_database(), 'CREATE') AS create,
                  has_database_privilege($1, current_database(), 'TEMPORARY') AS temporary,
                  r.rolsuper, r.rolcreatedb, r.rolcreaterole, r.rolbypassrls, r.rolcanlogin
             FROM pg_roles r WHERE r.rolname = $1`,
          [role],
        )
      ).rows;
      expect(database_).toEqual({
        connect: true,
        create: false,
        temporary: false,
        rolsuper: false,
        rolcreatedb: false,
        rolcreaterole: false,
        rolbypassrls: false,
        rolcanlogin: true,
      });
      // Everything in its schema is its own (identity's admin-made table and sequence were handed over).
      const { rows: foreign } = await admin.query(
        `SELECT c.relname FROM pg_class c WHERE c.relnamespace = $1::regnamespace AND c.relowner <> $2::regrole`,
        [service, role],
      );
      expect(foreign).toEqual([]);
    }
  });
});
