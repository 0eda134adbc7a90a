import { Module, type DynamicModule } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule, type TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { createServiceDataSource, type ServiceDatabaseOptions } from './create-service-data-source.js';
import { resolveDatabaseUrl } from './resolve-database-url.js';

/** Injection token holding the service's schema name (string). */
export const DATABASE_SCHEMA = Symbol('DATABASE_SCHEMA');

export interface DatabaseModuleOptions extends ServiceDatabaseOptions {
  /** Default: resolveDatabaseUrl() (DATABASE_URL, else the embedded server). */
  url?: string;
}

/**
 * One TypeORM DataSource per service, on its own schema, migrated before the app starts, through
 * `TypeOrmModule.forRootAsync` (which also closes it on shutdown):
 *
 *   DatabaseModule.forService({ schema: 'identity', entities: [User], migrations: [CreateUsers1700000000000] })
 *
 * The data source is named after the schema: @nestjs/typeorm keeps one process-wide registry of names, and the
 * all-in-one mode runs every service's app in one process. `DataSource` itself is an alias of it within the
 * app, so services inject it as `constructor(dataSource: DataSource)`, `@InjectDataSource()` or
 * `@InjectDataSource('<schema>')` alike.
 */
@Module({})
export class DatabaseModule {
  static forService(options: DatabaseModuleOptions): DynamicModule {
    const name = options.schema;
    return {
      module: DatabaseModule,
      // Global within the app, so feature modules inject DataSource without re-importing.
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          name,
          useFactory: async (): Promise<TypeOrmModuleOptions> => ({
            type: 'postgres',
            url: options.url ?? (await resolveDatabaseUrl()),
            // No retries: a failed start (server unreachable, a migration failing) ends the process at once
            // and its supervisor restarts it, rather than 10 silent attempts 3 s apart.
            toRetry: () => false,
          }),
          // Ours, not TypeORM's default: the schema, naming, pool and the migrations under the advisory lock.
          dataSourceFactory: async (typeOrmOptions?: DataSourceOptions) =>
            createServiceDataSource({ ...options, url: urlOf(typeOrmOptions) }),
        }),
      ],
      providers: [
        { provide: DATABASE_SCHEMA, useValue: options.schema },
        { provide: DataSource, useExisting: getDataSourceToken(name) },
      ],
      exports: [DataSource, DATABASE_SCHEMA],
    };
  }
}

function urlOf(options: DataSourceOptions | undefined): string {
  const url = options && 'url' in options ? options.url : undefined;
  if (!url) throw new Error('DatabaseModule: no database URL was resolved');
  return url;
}
