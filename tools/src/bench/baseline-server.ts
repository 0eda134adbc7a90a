import http from 'node:http';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { AUDIT_LOG_PAGE_SIZE, SHOP_CATEGORIES, type AuditAction } from '@ihe/contracts';
import { AuditLogReader, SalesReader, productListSql, toProductView, type ProductRow } from '@ihe/catalog';
import { baselineAdminRoutes } from './baseline-admin-routes.js';

/**
 * The benchmark's baseline: the same SQL as the catalog service, through a bare Node http server and a pg
 * pool of the same size, with no framework, proxy, token check or validation. Run as its own process:
 * `node baseline-server.js <databaseUrl> <port>`. The sales routes run catalog's own readers (SalesReader,
 * AuditLogReader) on this pool, so their SQL and prepared statements are the service's.
 */
const [databaseUrl, port] = process.argv.slice(2);
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: Number(process.env.DB_POOL_SIZE ?? 10),
  options: '-c search_path=catalog,public',
});

// The readers reach the database only through queryPrepared, which takes the pool TypeORM keeps as `master`.
const dataSource = { driver: { master: pool } } as unknown as DataSource;
const sales = new SalesReader(dataSource);
const auditLog = new AuditLogReader(dataSource);
const adminRoutes = baselineAdminRoutes(databaseUrl);

async function answer(url: URL): Promise<unknown> {
  const query = (name: string) => url.searchParams.get(name) || undefined;
  if (url.pathname.startsWith('/api/v1/admin/')) return adminRoutes(url);
  if (url.pathname === '/api/v1/sales/overview') return sales.overview();
  if (url.pathname === '/api/v1/sales/audit-log') {
    return auditLog.page(
      { action: query('action') as AuditAction | undefined, search: query('search')?.trim() || undefined },
      Number(query('page') ?? 1),
      Number(query('pageSize') ?? AUDIT_LOG_PAGE_SIZE),
    );
  }
  if (url.pathname === '/api/v1/categories/counts') {
    const { rows } = await pool.query(
      `SELECT category, count(*)::int AS count FROM products
       WHERE stock_quantity > 0 AND deleted_at IS NULL AND category = ANY($1)
       GROUP BY category`,
      [SHOP_CATEGORIES],
    );
    return Object.fromEntries(
      rows.map((row: { category: string; count: number }) => [row.category, row.count]),
    );
  }
  const list = productListSql({
    search: url.searchParams.get('search'),
    categories: url.searchParams.get('category') ? [url.searchParams.get('category') as never] : [],
    organic: false,
    sort: (url.searchParams.get('sort') as never) ?? 'name',
    page: 1,
    pageSize: 24,
  });
  const { rows } = await pool.query<ProductRow & { total: number }>(list.text, list.values);
  return {
    items: rows.filter((row) => row.id).map(toProductView),
    total: rows[0]?.total ?? 0,
    page: 1,
    pageSize: 24,
  };
}

http
  .createServer((req, res) => {
    answer(new URL(req.url ?? '/', 'http://localhost')).then(
      (body) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      },
      (error: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 500, message: error.message }));
      },
    );
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`baseline listening on ${port}`));
