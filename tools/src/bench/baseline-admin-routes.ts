import pg from 'pg';
import type { DataSource } from 'typeorm';
import { ActivityReader, DailyFinancialsReader, OverviewReader } from '@ihe/analytics';

/**
 * The admin routes of the benchmark's baseline: analytics' own readers (their SQL and prepared statements) on a
 * bare pg pool of the same size, without the health probes the service adds to the overview.
 */
export function baselineAdminRoutes(databaseUrl: string) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    options: '-c search_path=analytics,public',
  });
  const dataSource = { driver: { master: pool } } as unknown as DataSource;
  const overview = new OverviewReader(dataSource);
  const activity = new ActivityReader(dataSource);
  const daily = new DailyFinancialsReader(dataSource);
  return async (url: URL): Promise<unknown> => {
    if (url.pathname === '/api/v1/admin/overview') return overview.figures();
    if (url.pathname === '/api/v1/admin/activity')
      return activity.recent(Number(url.searchParams.get('limit') ?? 10));
    if (url.pathname === '/api/v1/admin/analytics/daily') {
      const [from, to] = [url.searchParams.get('from')!, url.searchParams.get('to')!];
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      return daily.days({ from, to, days });
    }
    return undefined;
  };
}
