import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

const statementNames = new Map<string, string>();

/**
 * Runs `text` as a named prepared statement on the DataSource's connection pool, outside any
 * transaction (a single statement commits by itself). PostgreSQL then parses and plans it once per
 * connection instead of on every call: for the hot paths' many-CTE statements, planning costs more
 * than running them. The name is a hash of the text, so one text is one statement and two texts
 * never share a name.
 */
export async function queryPrepared<T extends QueryResultRow = Record<string, unknown>>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<{ rows: T[]; rowCount: number }> {
  let name = statementNames.get(text);
  if (!name) {
    name = `ihe_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  // TypeORM's PostgreSQL driver keeps its pg Pool as `master` (the same connections and search_path).
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const result = await pool.query<T>({ name, text, values });
  return { rows: result.rows, rowCount: result.rowCount ?? 0 };
}
