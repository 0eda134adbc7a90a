import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  name: string;
  /** Ends its open connections and drops it. Idempotent. */
  drop(): Promise<void>;
}

/**
 * A fresh, uniquely named database on the server of DATABASE_URL (under Jest the global setup sets it:
 * CI's PostgreSQL or one embedded server for the run), so test files running at once never share data.
 */
export async function createTestDatabase(baseUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!baseUrl) {
    throw new Error(
      'createTestDatabase: DATABASE_URL is not set (run tests through the jest preset, whose global setup sets it)',
    );
  }
  const name = `test_${Date.now().toString(36)}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(baseUrl, async (client) => {
    // template0: CREATE DATABASE from template1 fails while anyone else is connected to template1.
    await client.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;

  let dropping: Promise<void> | undefined;
  const drop = () =>
    (dropping ??= withAdminClient(baseUrl, async (client) => {
      // FORCE (PostgreSQL 13+) first terminates connections a test left open, which would block the drop.
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }));
  return { url: url.toString(), name, drop };
}

async function withAdminClient(baseUrl: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
