import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '@ihe/platform/testing';
import type { EventEnvelope } from '@ihe/contracts';
import { MessagingTables1730000000000, messagingEntities } from '../src/messaging/index.js';

export interface MessagingTestDatabase {
  schema: string;
  /** Migrated, with a `widgets` business table next to outbox and inbox. */
  dataSource: DataSource;
  /** Another pool on the same schema (a second service instance). */
  openDataSource(): Promise<DataSource>;
  cleanup(): Promise<void>;
}

/**
 * A fresh database with one `msg_test_<random>` schema that the connections reach through
 * search_path only, like a service's DataSource: proves the unqualified table names land there.
 */
export async function createMessagingTestDatabase(): Promise<MessagingTestDatabase> {
  const database = await createTestDatabase();
  const schema = `msg_test_${randomBytes(4).toString('hex')}`;
  const opened: DataSource[] = [];
  const openDataSource = async () => {
    const dataSource = new DataSource({
      type: 'postgres',
      url: database.url,
      schema,
      entities: messagingEntities,
      migrations: [MessagingTables1730000000000],
      extra: { options: `-c search_path=${schema}`, max: 5 },
    });
    await dataSource.initialize();
    opened.push(dataSource);
    return dataSource;
  };
  const dataSource = await openDataSource();
  await dataSource.query(`CREATE SCHEMA "${schema}"`);
  await dataSource.runMigrations();
  await dataSource.query(`CREATE TABLE widgets (id uuid PRIMARY KEY, name text NOT NULL)`);
  return {
    schema,
    dataSource,
    openDataSource,
    async cleanup() {
      await Promise.all(opened.map((ds) => (ds.isInitialized ? ds.destroy() : undefined)));
      await database.drop();
    },
  };
}

export function testEvent(name: string, payload: unknown = {}): EventEnvelope {
  return {
    id: crypto.randomUUID(),
    name,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: crypto.randomUUID(),
    payload,
  };
}

/** Polls until `condition` holds (or fails the test after `timeoutMs`). */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
