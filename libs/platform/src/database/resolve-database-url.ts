import { startEmbeddedPostgres } from './embedded-postgres-server.js';

/**
 * The database server for this process: DATABASE_URL when set (distributed mode, CI), otherwise the
 * process-wide embedded PostgreSQL with data under DATA_DIR, started on first use.
 */
export async function resolveDatabaseUrl(): Promise<string> {
  const fromEnv = process.env.DATABASE_URL?.trim();
  if (fromEnv) return fromEnv;
  const server = await startEmbeddedPostgres();
  return server.url;
}
