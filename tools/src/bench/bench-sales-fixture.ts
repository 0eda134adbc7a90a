import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { seedBenchCatalog } from './bench-catalog-fixture.js';

export interface BenchSalesFixture {
  /** The approved sales manager the bench signs its token for (in catalog's staff projection). */
  salesManagerId: string;
  /** What each action's kept total says after seeding (product_audit_counts). */
  counts: Record<string, number>;
}

/** Staff on the log besides the bench's own sales manager: who made the seeded changes and decisions. */
const SALES_MANAGERS = [
  'Bench Sales Manager',
  'Ngozi Okafor',
  'Chinedu Eze',
  'Aisha Bello',
  'Tunde Adeyemi',
  'Fatima Musa',
  'Emeka Obi',
  'Funmilayo Ogunleye',
  'Ibrahim Sani',
  'Chioma Nwosu',
  'Segun Bakare',
  'Halima Yusuf',
];
const ADMINS = ['Adaeze Admin', 'Olumide Admin'];

/**
 * The sales part's data: the catalog part's `count` products (seedBenchCatalog, none announced), the staff
 * projection (the bench's approved sales manager, other sales managers and admins, as catalog's
 * StaffProjectionService keeps them), and `entries` audit log entries in one INSERT … SELECT generate_series.
 *
 * Actions are spread as a busy log would have them (create 25 %, update 60 %, delete 5 %, approve 6 %,
 * reject 4 %), each shaped as ProductAuditWriter writes it (product entries: the product's name and its
 * audit data in old_data / new_data; approve / reject: no product, an admin actor, the sales manager as
 * subject), one every 20 s up to now. The per-action totals (product_audit_counts) stay what the app's
 * trigger would make them: the row trigger is switched off for the bulk insert (a million updates of five
 * rows in one transaction would crawl) and the same statement adds each action's inserted count, in one
 * transaction; afterwards they are checked against a count of the table, and the overview's kept totals
 * (product_totals) against an aggregate of the products.
 */
export async function seedBenchSales(
  databaseUrl: string,
  products: number,
  entries: number,
): Promise<BenchSalesFixture> {
  await seedBenchCatalog(databaseUrl, products, 0);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET search_path = catalog, public');
    const managers = SALES_MANAGERS.map((name) => ({ id: randomUUID(), name }));
    const admins = ADMINS.map((name) => ({ id: randomUUID(), name }));
    for (const [role, staff] of [
      ['sales_manager', managers],
      ['admin', admins],
    ] as const) {
      for (const member of staff) {
        await client.query(
          `INSERT INTO staff_members (id, role, full_name, is_approved, approval_changed_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            member.id,
            role,
            member.name,
            role === 'sales_manager' ? true : null,
            role === 'sales_manager' ? new Date() : null,
          ],
        );
      }
    }

    await client.query('BEGIN');
    await client.query('SET LOCAL maintenance_work_mem = $$256MB$$');
    await client.query('SET LOCAL work_mem = $$64MB$$');
    await client.query('ALTER TABLE product_audit_log DISABLE TRIGGER product_audit_log_count');
    await client.query(
      `WITH product AS (
         SELECT row_number() OVER (ORDER BY id) - 1 AS k, id, name,
                jsonb_build_object(
                  'name', name, 'description', description, 'category', category,
                  'basePrice', base_price, 'price', price,
                  'companyProfitPercentage', company_profit_percentage,
                  'stockQuantity', stock_quantity, 'minimumOrderQuantity', minimum_order_quantity,
                  'imageUrls', '[]'::jsonb, 'vendorId', vendor_id, 'farmOrigin', farm_origin,
                  'isOrganic', is_organic, 'createdBySalesManagerId', NULL) AS data
           FROM products),
       entry AS (
         SELECT g,
                CASE WHEN g % 100 < 25 THEN 'create' WHEN g % 100 < 85 THEN 'update'
                     WHEN g % 100 < 90 THEN 'delete' WHEN g % 100 < 96 THEN 'approve'
                     ELSE 'reject' END AS action,
                (g::bigint * 7919) % $2 AS k,
                1 + g % cardinality($3::uuid[]) AS manager,
                1 + g % cardinality($5::uuid[]) AS admin
           FROM generate_series(1, $1::int) AS g),
       inserted AS (
         INSERT INTO product_audit_log
           (action, product_id, product_name, actor_id, actor_role, actor_name, subject_user_id,
            old_data, new_data, created_at)
         SELECT e.action,
                p.id, p.name,
                CASE WHEN e.action IN ('approve', 'reject') OR e.g % 10 = 0
                     THEN ($5::uuid[])[e.admin] ELSE ($3::uuid[])[e.manager] END,
                CASE WHEN e.action IN ('approve', 'reject') OR e.g % 10 = 0
                     THEN 'admin' ELSE 'sales_manager' END,
                CASE WHEN e.action IN ('approve', 'reject') OR e.g % 10 = 0
                     THEN ($6::text[])[e.admin] ELSE ($4::text[])[e.manager] END,
                CASE WHEN e.action IN ('approve', 'reject') THEN ($3::uuid[])[e.manager] END,
                CASE e.action
                  WHEN 'create' THEN NULL
                  WHEN 'approve' THEN '{"isApproved": null}'::jsonb
                  WHEN 'reject' THEN '{"isApproved": true}'::jsonb
                  ELSE p.data END,
                CASE e.action
                  WHEN 'create' THEN p.data
                  WHEN 'update' THEN p.data || jsonb_build_object('stockQuantity', e.g % 3000)
                  WHEN 'delete' THEN NULL
                  ELSE jsonb_build_object(
                    'salesManagerId', ($3::uuid[])[e.manager], 'salesManagerName', ($4::text[])[e.manager],
                    'isApproved', e.action = 'approve', 'by', ($5::uuid[])[e.admin],
                    'decidedAt', now() - ($1::int - e.g) * interval '20 seconds')
                    || CASE WHEN e.action = 'reject' THEN '{"reason": "Rejected by admin"}'::jsonb
                            ELSE '{}'::jsonb END
                  END,
                now() - ($1::int - e.g) * interval '20 seconds'
           FROM entry e
           LEFT JOIN product p ON p.k = e.k AND e.action NOT IN ('approve', 'reject')
          ORDER BY e.g
         RETURNING action)
       UPDATE product_audit_counts c SET total = c.total + n.total
         FROM (SELECT action, count(*) AS total FROM inserted GROUP BY action) n
        WHERE c.action = n.action`,
      [
        entries,
        products,
        managers.map((m) => m.id),
        managers.map((m) => m.name),
        admins.map((a) => a.id),
        admins.map((a) => a.name),
      ],
    );
    await client.query('ALTER TABLE product_audit_log ENABLE TRIGGER product_audit_log_count');
    await client.query('COMMIT');
    // Visibility map and statistics, as autovacuum leaves settled tables: the overview's and the pages'
    // index-only scans depend on it (seedBenchCatalog only analyses products).
    await client.query('VACUUM (ANALYZE) products');
    await client.query('VACUUM (ANALYZE) product_audit_log');
    await client.query('VACUUM (ANALYZE) product_audit_counts');
    await client.query('ANALYZE staff_members');

    const { rows } = await client.query<{ action: string; kept: string; counted: string | null }>(
      `SELECT c.action, c.total::text AS kept, n.total::text AS counted
         FROM product_audit_counts c
         LEFT JOIN (SELECT action, count(*) AS total FROM product_audit_log GROUP BY action) n
           ON n.action = c.action`,
    );
    const wrong = rows.filter((row) => row.kept !== (row.counted ?? '0'));
    if (wrong.length > 0)
      throw new Error(`audit log: kept totals differ from the table: ${JSON.stringify(wrong)}`);
    // The overview's kept totals (product_totals, kept by catalog's triggers through the seeding's INSERTs).
    const { rows: overview } = await client.query<{ kept: string; counted: string }>(
      `SELECT (SELECT row(sum(live_products), sum(out_of_stock), sum(in_stock), sum(stock_value))::text
                 FROM product_totals) AS kept,
              (SELECT row(count(*), count(*) FILTER (WHERE stock_quantity = 0),
                          count(*) FILTER (WHERE stock_quantity > 0), sum(price * stock_quantity))::text
                 FROM products WHERE deleted_at IS NULL) AS counted`,
    );
    if (overview[0].kept !== overview[0].counted)
      throw new Error(
        `products: kept totals ${overview[0].kept} differ from the table ${overview[0].counted}`,
      );
    return {
      salesManagerId: managers[0].id,
      counts: Object.fromEntries(rows.map((row) => [row.action, Number(row.kept)])),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
