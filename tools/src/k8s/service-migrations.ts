import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServiceDataSource } from '@ihe/platform';
import { SERVICES } from '../launcher/service-registry.js';

type MigrationClass = new () => { name?: string };

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

/** The services that own a database schema, in launch order. */
export const MIGRATING_SERVICES = SERVICES.map((service) => service.name);

/**
 * A service's migrations, from its build (services/<name>/dist/migrations/index.js exports
 * `<name>Migrations`, the list its module runs at start).
 */
export async function migrationsOf(service: string): Promise<MigrationClass[]> {
  const entry = SERVICES.find((candidate) => candidate.name === service);
  if (!entry) throw new Error(`Unknown service "${service}" (one of ${MIGRATING_SERVICES.join(', ')})`);
  const file = resolve(REPO_ROOT, dirname(entry.main), 'migrations/index.js');
  const exported = (await import(pathToFileURL(file).href))[`${service}Migrations`];
  if (!Array.isArray(exported)) throw new Error(`${file} does not export ${service}Migrations`);
  return exported as MigrationClass[];
}

/** Runs a service's pending migrations in its schema (under the lock the service itself takes). */
export async function migrateService(databaseUrl: string, service: string): Promise<void> {
  const dataSource = await createServiceDataSource({
    url: databaseUrl,
    schema: service,
    entities: [],
    migrations: await migrationsOf(service),
    poolSize: 1,
  });
  await dataSource.destroy();
}

/** The names of the service's migrations not yet recorded in its schema (all of them before the first run). */
export async function pendingMigrations(databaseUrl: string, service: string): Promise<string[]> {
  const expected = (await migrationsOf(service)).map((Migration) => new Migration().name ?? Migration.name);
  const dataSource = await createServiceDataSource({
    url: databaseUrl,
    schema: service,
    entities: [],
    runMigrations: false,
    poolSize: 1,
  });
  try {
    // to_regclass: null while the Job has not made the schema and its migrations table yet.
    const [{ table }] = await dataSource.query(`SELECT to_regclass($1) AS "table"`, [
      `"${service}".migrations`,
    ]);
    if (!table) return expected;
    const rows: Array<{ name: string }> = await dataSource.query(`SELECT name FROM "${service}".migrations`);
    const applied = new Set(rows.map((row) => row.name));
    return expected.filter((name) => !applied.has(name));
  } finally {
    await dataSource.destroy();
  }
}
