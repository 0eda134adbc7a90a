import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { MIGRATING_SERVICES, migrateService, pendingMigrations } from './service-migrations.js';

/**
 * The Kubernetes migration Job and the services' init containers (see k8s/base/migrate-job.yaml):
 *   node tools/dist/k8s/run-migrations.js                 migrates every service's schema, then exits
 *   node tools/dist/k8s/run-migrations.js --wait <name>   waits until nothing is pending for <name>
 * DATABASE_URL names the server. WAIT_TIMEOUT_SECONDS (default 900) bounds the wait.
 */
async function main(args: string[]): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) throw new Error('DATABASE_URL must be set');
  if (args[0] === '--wait') {
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
  for (const service of MIGRATING_SERVICES) {
    await migrateService(databaseUrl, service);
    console.log(`${service}: migrated`);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
