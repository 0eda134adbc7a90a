import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './create-test-database.js';
import { findFreePort } from '../net/free-port.js';

/** A port nobody listens on right now. */
export const freePort = findFreePort;

export interface ServiceTestEnv {
  database: TestDatabase;
  dataDir: string;
  /** Restores the environment and drops the database. */
  cleanup(): Promise<void>;
}

/** A test run's RabbitMQ queues are deleted by the broker once unused this long (30 min). */
export const TEST_QUEUE_EXPIRY_MS = String(30 * 60_000);

/**
 * Gives one test file its own world: a fresh database, a temporary DATA_DIR (JWT keys), a unique bus
 * namespace and key-value prefix, so files running at once never see each other's events or counters.
 * Real RabbitMQ / Redis are used when AMQP_URL / REDIS_URL are set, the in-process adapters otherwise.
 */
export async function prepareServiceTestEnv(extra: Record<string, string> = {}): Promise<ServiceTestEnv> {
  const saved = { ...process.env };
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihe-test-data-'));
  const tag = randomBytes(4).toString('hex');
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    BUS_NAMESPACE: `t${tag}`,
    BUS_IDLE_QUEUE_EXPIRY_MS: TEST_QUEUE_EXPIRY_MS,
    KV_PREFIX: `t${tag}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    ...extra,
  });
  return {
    database,
    dataDir,
    async cleanup() {
      process.env = saved;
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
