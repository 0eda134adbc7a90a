import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs an UPDATE or DELETE … RETURNING and gives its rows. TypeORM's `query()` answers those two with
 * `[rows, affectedCount]` (INSERT and SELECT with the rows alone), which is easy to misread.
 */
export async function modifiedRows<T>(
  db: DataSource | EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  const [rows] = (await db.query(sql, parameters)) as [T[], number];
  return rows;
}
