export { DatabaseModule, DATABASE_SCHEMA, type DatabaseModuleOptions } from './database.module.js';
export {
  createServiceDataSource,
  type ServiceDatabaseOptions,
  type ServiceDataSourceOptions,
} from './create-service-data-source.js';
export {
  startEmbeddedPostgres,
  defaultEmbeddedPostgresDir,
  type EmbeddedPostgresOptions,
  type EmbeddedPostgresServer,
  type EmbeddedPostgresLogger,
} from './embedded-postgres-server.js';
export {
  provisionServiceRoles,
  serviceDatabaseUrl,
  serviceRoleName,
  derivedRolePassword,
  type ServiceRole,
} from './service-roles.js';
export { resolveDatabaseUrl } from './resolve-database-url.js';
export { SnakeNamingStrategy, toSnakeCase } from './snake-naming.strategy.js';
export { queryPrepared } from './prepared-query.js';
export { numericColumn } from './numeric-column.js';
