import { provisionServiceRoles, serviceDatabaseUrl, type ServiceName } from '@ihe/platform';
import { SERVICES } from './service-registry.js';

export type DatabaseServiceName = Exclude<ServiceName, 'gateway'>;

/**
 * Each service's own PostgreSQL role, provisioned with the admin URL (the launcher's DATABASE_URL, the
 * migration Job's DATABASE_ADMIN_URL): `<SERVICE>_DATABASE_URL` when set (its user and password make the role,
 * as in docker-compose and Kubernetes), else `ihe_<service>` on the admin URL's server and database with a
 * password derived from the admin's. Returns the URL each service connects with.
 */
export async function provisionDatabaseRoles(
  adminUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Record<DatabaseServiceName, string>> {
  const urls = Object.fromEntries(
    SERVICES.map(({ name }) => [
      name,
      env[`${name.toUpperCase()}_DATABASE_URL`]?.trim() || serviceDatabaseUrl(adminUrl, name),
    ]),
  ) as Record<DatabaseServiceName, string>;
  await provisionServiceRoles(
    adminUrl,
    SERVICES.map(({ name }) => ({ schema: name, url: urls[name] })),
  );
  return urls;
}
