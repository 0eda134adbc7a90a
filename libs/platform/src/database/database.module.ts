import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createServiceDataSource, type ServiceDatabaseOptions } from './create-service-data-source.js';
import { resolveDatabaseUrl } from './resolve-database-url.js';

/** Injection token holding the service's schema name (string). */
export const DATABASE_SCHEMA = Symbol('DATABASE_SCHEMA');

export interface DatabaseModuleOptions extends ServiceDatabaseOptions {
  /** Default: resolveDatabaseUrl() (DATABASE_URL, else the embedded server). */
  url?: string;
}

@Injectable()
class DataSourceCloser implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  // Application shutdown comes after every module's destroy hooks, so nothing still needs the pool.
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/**
 * One TypeORM DataSource per service, on its own schema, migrated before the app starts.
 * Services inject `DataSource` itself (no @nestjs/typeorm).
 *
 *   DatabaseModule.forService({ schema: 'identity', entities: [User], migrations: [CreateUsers1700000000000] })
 */
@Module({})
export class DatabaseModule {
  static forService(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      // Global within the app, so feature modules inject DataSource without re-importing.
      global: true,
      providers: [
        { provide: DATABASE_SCHEMA, useValue: options.schema },
        {
          provide: DataSource,
          useFactory: async () =>
            createServiceDataSource({ ...options, url: options.url ?? (await resolveDatabaseUrl()) }),
        },
        DataSourceCloser,
      ],
      exports: [DataSource, DATABASE_SCHEMA],
    };
  }
}
