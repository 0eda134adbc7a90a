import { DataSource, MigrationExecutor, type DataSourceOptions, type LoggerOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

export interface ServiceDatabaseOptions {
  /** The service's own schema, e.g. `identity`; first in its search_path (then public, where extensions such as pg_trgm live) and the home of its migrations table. */
  schema: string;
  /** Listed explicitly: apps sharing a process must not pick up each other's entities. */
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations?: NonNullable<DataSourceOptions['migrations']>;
  /** Default: env DB_POOL_SIZE, else 10. */
  poolSize?: number;
  logging?: LoggerOptions;
}

export interface ServiceDataSourceOptions extends ServiceDatabaseOptions {
  url: string;
  /** Default true: create the schema and run pending migrations before returning. */
  runMigrations?: boolean;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * An initialised DataSource for one service's schema, migrated. Used by DatabaseModule, tools and tests.
 * Several instances of a service may start at once: schema creation and migrations run under a
 * per-schema advisory lock, so exactly one of them migrates and the others find nothing pending.
 */
export async function createServiceDataSource(options: ServiceDataSourceOptions): Promise<DataSource> {
  const { schema } = options;
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}" (use lower_snake_case)`);
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    schema,
    applicationName: `ihe-${schema}`,
    entities: options.entities,
    migrations: options.migrations ?? [],
    namingStrategy: new SnakeNamingStrategy(),
    // Migrations are run below under a lock; the schema is never synchronised from entities.
    migrationsRun: false,
    synchronize: false,
    logging: options.logging ?? false,
    extra: { options: `-c search_path=${schema},public`, max: options.poolSize ?? poolSizeFromEnv() },
  });
  await dataSource.initialize();
  try {
    if (options.runMigrations !== false) await migrateSchema(dataSource, schema);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

async function migrateSchema(dataSource: DataSource, schema: string): Promise<void> {
  // One connection for lock, schema and migrations: works with a pool of one, and the session lock
  // is released by PostgreSQL if this process dies halfway.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const lockKey = `ihe:migrate:${schema}`;
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    // TypeORM creates "<schema>".migrations before the first migration: the schema must exist first. Only
    // when missing: CREATE SCHEMA IF NOT EXISTS still needs CREATE on the database, which a service's own
    // role lacks (it owns its schema, made for it: see service-roles.ts).
    const [{ missing }] = await runner.query('SELECT to_regnamespace($1) IS NULL AS missing', [schema]);
    if (missing) await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    await executor.executePendingMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
    await runner.release();
  }
}

function poolSizeFromEnv(): number {
  const raw = process.env.DB_POOL_SIZE;
  if (!raw) return 10;
  const size = Number.parseInt(raw, 10);
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`DB_POOL_SIZE must be a positive integer, got "${raw}"`);
  return size;
}
