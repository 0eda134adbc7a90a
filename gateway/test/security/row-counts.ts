import pg from 'pg';
import { sleep } from '@ihe/platform/testing';

/**
 * Row counts of every table in every service schema of the deployment under test, to show that refused
 * requests wrote nothing. E2E_DATABASE_URL is set by the e2e global setup (either mode).
 */
export class RowCounts {
  private constructor(
    private readonly client: pg.Client,
    private readonly query: string,
  ) {}

  static async open(): Promise<RowCounts> {
    const url = process.env.E2E_DATABASE_URL;
    if (!url)
      throw new Error('E2E_DATABASE_URL is not set (the e2e global setup sets it; give it with BASE_URL)');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    if (rows.length === 0) throw new Error('no tables found to count');
    const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const query = rows
      .map(
        ({ schema, name }) =>
          `SELECT '${schema}.${name}' AS name, count(*)::int AS n FROM ${ident(schema)}.${ident(name)}`,
      )
      .join(' UNION ALL ');
    return new RowCounts(client, query);
  }

  async read(): Promise<Record<string, number>> {
    const { rows } = await this.client.query<{ name: string; n: number }>(this.query);
    return Object.fromEntries(rows.map((row) => [row.name, row.n]));
  }

  /** Waits until the counts hold still for `quietMs` (events of earlier requests have settled). */
  async settled(quietMs = 400, timeoutMs = 20_000): Promise<Record<string, number>> {
    const deadline = Date.now() + timeoutMs;
    let last = await this.read();
    while (Date.now() < deadline) {
      await sleep(quietMs);
      const now = await this.read();
      if (JSON.stringify(now) === JSON.stringify(last)) return now;
      last = now;
    }
    throw new Error(`row counts still moving after ${timeoutMs} ms`);
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** The tables whose counts differ, as "schema.table: before → after". */
export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
