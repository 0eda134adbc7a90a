import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface BenchAdminFixture {
  adminId: string;
  /** The ledger's totals, checked against the daily aggregates after seeding. */
  ledger: { orders: number; entries: number; revenue: number };
}

export interface BenchAdminSizes {
  orders: number;
  consumers: number;
  vendors: number;
  products: number;
  /** Days back from today over which the orders are spread. */
  days: number;
}

/**
 * The admin part's data in analytics' own tables, shaped as its event handlers write them: users (consumers,
 * vendors, sales managers, the admin), products, `orders` placed orders spread evenly over `days` Lagos days,
 * each with two sale lines and its order row in the ledger (1 in 20 has its second line reversed, as a vendor's
 * decline books it), the daily aggregates and per-user totals summed from that ledger (what the writers keep
 * incrementally), one activity row per order and registration, and a day of WhatsApp outcomes. Written with
 * INSERT … SELECT generate_series, in one transaction.
 */
export async function seedBenchAdmin(
  databaseUrl: string,
  sizes: BenchAdminSizes,
): Promise<BenchAdminFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const adminId = randomUUID();
  try {
    await client.query('SET search_path = analytics, public');
    await client.query('BEGIN');
    await client.query('SET LOCAL maintenance_work_mem = $$256MB$$');
    await client.query('SET LOCAL work_mem = $$64MB$$');
    await client.query(
      `INSERT INTO users (id, role, email, full_name, is_approved, created_at)
       VALUES ($1, 'admin', 'bench.admin@ihemarket.ng', 'Bench Admin', true, now() - interval '3 years')`,
      [adminId],
    );
    // Consumers c1.., vendors v1.. (approved, verified), 20 sales managers: ids made from their number so the
    // orders below can name them without a lookup.
    await client.query(
      `INSERT INTO users (id, role, email, full_name, phone_number, business_name, is_approved,
                          verification_status, created_at)
       SELECT md5(kind || n)::uuid, role, kind || n || '@bench.ihemarket.ng', initcap(kind) || ' ' || n,
              '+23480' || lpad(n::text, 8, '0'),
              CASE WHEN role = 'vendor' THEN 'Farm ' || n END,
              CASE WHEN role = 'consumer' THEN NULL ELSE true END,
              CASE WHEN role = 'vendor' THEN (CASE WHEN n % 50 = 0 THEN 'pending' ELSE 'verified' END) END,
              now() - ($4::int * interval '1 day') * (n::float8 / count)
         FROM (SELECT 'consumer' AS kind, 'consumer' AS role, $1::int AS count
               UNION ALL SELECT 'vendor', 'vendor', $2::int
               UNION ALL SELECT 'manager', 'sales_manager', $3::int) AS k,
              generate_series(1, k.count) AS n`,
      [sizes.consumers, sizes.vendors, 20, sizes.days],
    );
    await client.query(
      `INSERT INTO products (id, vendor_id, stock_quantity)
       SELECT md5('product' || n)::uuid, md5('vendor' || (1 + n % $2))::uuid, (n * 37) % 500
         FROM generate_series(1, $1::int) AS n`,
      [sizes.products, sizes.vendors],
    );
    // Order n: consumer 1 + n % consumers, placed (days × n / orders) days ago; line 1 from vendor a, line 2
    // from vendor b; unit price = base price × 1.15 rounded, as the storefront prices.
    await client.query(
      `CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
       SELECT o.*, (o.placed_at AT TIME ZONE 'Africa/Lagos')::date AS day
         FROM (SELECT n, md5('order' || n)::uuid AS order_id, md5('consumer' || (1 + n % $2))::uuid AS consumer_id,
                      now() - ($4::int * interval '1 day') * ((($1::int - n)::float8) / $1::int) AS placed_at,
                      md5('vendor' || (1 + n % $3))::uuid AS vendor_a,
                      md5('vendor' || (1 + (n * 7) % $3))::uuid AS vendor_b,
                      md5('product' || (1 + n % $5))::uuid AS product_a,
                      md5('product' || (1 + (n * 13) % $5))::uuid AS product_b,
                      (5 + n % 40)::numeric AS qty_a, (10 + n % 25)::numeric AS qty_b,
                      (800 + n % 2200)::numeric AS base_a, (400 + n % 1600)::numeric AS base_b
                 FROM generate_series(1, $1::int) AS n) AS o`,
      [sizes.orders, sizes.consumers, sizes.vendors, sizes.days, sizes.products],
    );
    await client.query(
      `INSERT INTO placed_orders (order_id, consumer_id, day, created_at)
       SELECT order_id, consumer_id, day, placed_at FROM bench_orders`,
    );
    const eventId = randomUUID();
    await client.query(
      `INSERT INTO ledger_entries (order_id, kind, line_no, vendor_id, product_id, consumer_id, day, quantity,
                                   revenue, delivery_fee, vendor_earnings, company_profit, orders, event_id, booked_at)
       SELECT order_id, 'order', 0, NULL, NULL, consumer_id, day, 0, 2500, 2500, 0, 0, 1, $1::uuid, placed_at
         FROM bench_orders
       UNION ALL
       SELECT order_id, 'sale', 1, vendor_a, product_a, consumer_id, day, qty_a, round(base_a * 1.15) * qty_a, 0,
              base_a * qty_a, (round(base_a * 1.15) - base_a) * qty_a, 0, $1, placed_at
         FROM bench_orders
       UNION ALL
       SELECT order_id, 'sale', 2, vendor_b, product_b, consumer_id, day, qty_b, round(base_b * 1.15) * qty_b, 0,
              base_b * qty_b, (round(base_b * 1.15) - base_b) * qty_b, 0, $1, placed_at
         FROM bench_orders
       UNION ALL
       SELECT order_id, 'sale_reversal', 2, vendor_b, product_b, consumer_id, day, -qty_b,
              -round(base_b * 1.15) * qty_b, 0, -base_b * qty_b, -(round(base_b * 1.15) - base_b) * qty_b, 0, $1,
              placed_at + interval '2 hours'
         FROM bench_orders WHERE n % 20 = 0`,
      [eventId],
    );
    await client.query(
      `INSERT INTO cancelled_parts (order_id, vendor_key) SELECT order_id, vendor_b::text FROM bench_orders WHERE n % 20 = 0`,
    );
    await client.query(
      `INSERT INTO daily_financials (day, revenue, delivery_fees, orders, vendor_earnings, company_profit)
       SELECT day, sum(revenue), sum(delivery_fee), sum(orders), sum(vendor_earnings), sum(company_profit)
         FROM ledger_entries GROUP BY day`,
    );
    await client.query(
      `INSERT INTO user_totals (user_id, total_orders, total_spent, account_value)
       SELECT consumer_id, sum(orders), sum(revenue), sum(revenue) FROM ledger_entries GROUP BY consumer_id`,
    );
    await client.query(
      `INSERT INTO activity (id, activity_type, description, user_name, created_at)
       SELECT md5('activity-order' || n)::uuid, 'new_order', 'New order ' || upper(left(order_id::text, 8)),
              'Consumer ' || (1 + n % $1), placed_at
         FROM bench_orders
       UNION ALL
       SELECT md5('activity-user' || id)::uuid, 'user_registration', 'New ' || role || ' registered', full_name,
              created_at
         FROM users`,
      [sizes.consumers],
    );
    // The last day's WhatsApp outcomes (the health score counts failures in 24 h): all sent.
    await client.query(
      `INSERT INTO notification_outcomes (event_id, order_id, sent, total, disabled, occurred_at)
       SELECT gen_random_uuid(), order_id, 4, 4, false, placed_at FROM bench_orders
        WHERE placed_at > now() - interval '1 day'`,
    );
    await client.query('COMMIT');
    for (const table of [
      'users',
      'products',
      'placed_orders',
      'ledger_entries',
      'daily_financials',
      'user_totals',
      'activity',
      'notification_outcomes',
    ])
      await client.query(`VACUUM (ANALYZE) ${table}`);

    const { rows } = await client.query<{
      orders: string;
      entries: string;
      revenue: string;
      daily_orders: string;
      daily_revenue: string;
    }>(
      `SELECT (SELECT count(*) FROM placed_orders)::text AS orders,
              (SELECT count(*) FROM ledger_entries)::text AS entries,
              (SELECT sum(revenue) FROM ledger_entries)::text AS revenue,
              (SELECT sum(orders) FROM daily_financials)::text AS daily_orders,
              (SELECT sum(revenue) FROM daily_financials)::text AS daily_revenue`,
    );
    const totals = rows[0];
    if (totals.orders !== totals.daily_orders || totals.revenue !== totals.daily_revenue)
      throw new Error(
        `admin fixture: the daily aggregates differ from the ledger: ${JSON.stringify(totals)}`,
      );
    return {
      adminId,
      ledger: {
        orders: Number(totals.orders),
        entries: Number(totals.entries),
        revenue: Number(totals.revenue),
      },
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
