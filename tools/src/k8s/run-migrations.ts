import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { provisionDatabaseRoles } from '../launcher/database-roles.js';
import { MIGRATING_SERVICES, migrateService, pendingMigrations } from './service-migrations.js';

/**
 * The Kubernetes migration Job and the services' init containers (see k8s/base/migrate-job.yaml):
 *   node tools/dist/k8s/run-migrations.js                 migrates every service's schema, then exits
 *   node tools/dist/k8s/run-migrations.js --wait <name>   waits until nothing is pending for <name>
 * Migrating: DATABASE_ADMIN_URL (an admin of the database) first provisions each service's role (owner of its
 * schema; `<SERVICE>_DATABASE_URL` give their names and passwords), then each service is migrated as its own
 * role, so what the migrations make belongs to it. Without DATABASE_ADMIN_URL, DATABASE_URL migrates every
 * schema as one role. Waiting: DATABASE_URL, the service's own. WAIT_TIMEOUT_SECONDS (default 900) bounds it.
 */
async function main(args: string[]): Promise<void> {
  const adminUrl = process.env.DATABASE_ADMIN_URL?.trim();
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (args[0] === '--wait') {
    if (!databaseUrl) throw new Error('DATABASE_URL must be set');
    const service = args[1] ?? '';
    const deadline = Date.now() + Number(process.env.WAIT_TIMEOUT_SECONDS ?? 900) * 1000;
    for (;;) {
      const pending = await pendingMigrations(databaseUrl, service).catch((error: Error) => [
        `(database not reachable: ${error.message})`,
      ]);
      if (pending.length === 0) {
        console.log(`${service}: migrations are up to date`);
        return;
      }
      if (Date.now() > deadline)
        throw new Error(`${service}: still pending after the wait: ${pending.join(', ')}`);
      console.log(`${service}: waiting for the migration Job: ${pending.join(', ')}`);
      await sleep(3000);
    }
  }
  if (!adminUrl && !databaseUrl) throw new Error('DATABASE_ADMIN_URL or DATABASE_URL must be set');
  const urls = adminUrl ? await provisionDatabaseRoles(adminUrl) : undefined;
  if (urls) console.log(`roles provisioned: ${Object.keys(urls).join(', ')}`);
  for (const service of MIGRATING_SERVICES) {
    await migrateService(urls?.[service] ?? databaseUrl ?? '', service);
    console.log(`${service}: migrated`);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
