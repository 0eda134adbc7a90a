import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../src/testing/create-test-database.js';

const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
const created: TestDatabase[] = [];

async function exists(name: string): Promise<boolean> {
  const result = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return result.rowCount === 1;
}

afterAll(async () => {
  for (const database of created) await database.drop();
  await admin.end();
});

describe('createTestDatabase', () => {
  it('creates uniquely named empty databases on the DATABASE_URL server and drops them even while in use', async () => {
    await admin.connect();
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    created.push(first, second);
    expect(first.name).not.toBe(second.name);
    expect(await exists(first.name)).toBe(true);

    const base = new URL(process.env.DATABASE_URL as string);
    const url = new URL(first.url);
    expect(url.host).toBe(base.host);
    expect(url.pathname).toBe(`/${first.name}`);

    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    client.on('error', () => undefined); // it is terminated by drop()
    expect((await client.query('SELECT current_database() AS db')).rows[0].db).toBe(first.name);
    const tables = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.rows[0].n).toBe(0);

    await first.drop();
    await first.drop();
    expect(await exists(first.name)).toBe(false);
    await client.end().catch(() => undefined);
    expect(await exists(second.name)).toBe(true);
  });

  it('says clearly when there is no DATABASE_URL', async () => {
    await expect(createTestDatabase('')).rejects.toThrow('DATABASE_URL is not set');
  });
});
