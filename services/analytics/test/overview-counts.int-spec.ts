import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { resetAnalytics, startTestAnalytics, type TestAnalytics } from './analytics-test-app.js';

/** A pool of ids, so updates and deletes hit rows that exist (and several rows at once). */
const ids = Array.from({ length: 12 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const idArb = fc.constantFrom(...ids);
const idsArb = fc.uniqueArray(idArb, { minLength: 1, maxLength: 5 });
const roleArb = fc.constantFrom('consumer', 'vendor', 'sales_manager', 'admin');
const verificationArb = fc.constantFrom(null, 'pending', 'approved', 'rejected');
const stockArb = fc.constantFrom(0, 0.5, 10, 10.5, 250);

/** One statement of the kinds the projection writers (and a bulk load or rebuild) run. */
const statementArb = fc.oneof(
  fc.record({
    kind: fc.constant('user-upsert' as const),
    ids: idsArb,
    role: roleArb,
    email: fc.constantFrom('', 'ada@example.ng'),
    verification: verificationArb,
  }),
  fc.record({ kind: fc.constant('user-delete-flag' as const), ids: idsArb, deleted: fc.boolean() }),
  fc.record({ kind: fc.constant('user-verification' as const), ids: idsArb, verification: verificationArb }),
  fc.record({ kind: fc.constant('user-remove' as const), ids: idsArb }),
  fc.record({ kind: fc.constant('product-upsert' as const), ids: idsArb, stock: stockArb }),
  fc.record({ kind: fc.constant('product-stock' as const), ids: idsArb, stock: stockArb }),
  fc.record({ kind: fc.constant('product-remove' as const), ids: idsArb }),
  fc.record({ kind: fc.constant('truncate' as const), table: fc.constantFrom('users', 'products') }),
);
type Statement = typeof statementArb extends fc.Arbitrary<infer T> ? T : never;

function sql(statement: Statement): [string, unknown[]] {
  switch (statement.kind) {
    case 'user-upsert':
      return [
        `INSERT INTO users (id, role, email, verification_status) SELECT unnest($1::uuid[]), $2, $3, $4
         ON CONFLICT (id) DO UPDATE SET role = EXCLUDED.role, email = EXCLUDED.email,
           verification_status = EXCLUDED.verification_status`,
        [statement.ids, statement.role, statement.email, statement.verification],
      ];
    case 'user-delete-flag':
      return [`UPDATE users SET deleted = $2 WHERE id = ANY($1)`, [statement.ids, statement.deleted]];
    case 'user-verification':
      return [
        `UPDATE users SET verification_status = $2 WHERE id = ANY($1)`,
        [statement.ids, statement.verification],
      ];
    case 'user-remove':
      return [`DELETE FROM users WHERE id = ANY($1)`, [statement.ids]];
    case 'product-upsert':
      return [
        `INSERT INTO products (id, stock_quantity) SELECT unnest($1::uuid[]), $2
         ON CONFLICT (id) DO UPDATE SET stock_quantity = EXCLUDED.stock_quantity`,
        [statement.ids, statement.stock],
      ];
    case 'product-stock':
      return [`UPDATE products SET stock_quantity = $2 WHERE id = ANY($1)`, [statement.ids, statement.stock]];
    case 'product-remove':
      return [`DELETE FROM products WHERE id = ANY($1)`, [statement.ids]];
    case 'truncate':
      return [`TRUNCATE ${statement.table}`, []];
  }
}

describe('analytics: the overview counts kept by triggers equal a fresh count (property)', () => {
  let env: ServiceTestEnv;
  let service: TestAnalytics;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestAnalytics();
  });
  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  const kept = async () =>
    (
      await service.db.query(
        `SELECT total_users::int, consumers::int, vendors::int, sales_managers::int, pending_verifications::int,
                total_products::int, active_products::int, low_stock_products::int
           FROM user_counts, product_counts`,
      )
    )[0] as Record<string, number>;
  const counted = async () =>
    (
      await service.db.query(
        `SELECT count(*) FILTER (WHERE NOT deleted AND email <> '')::int AS total_users,
                count(*) FILTER (WHERE NOT deleted AND email <> '' AND role = 'consumer')::int AS consumers,
                count(*) FILTER (WHERE NOT deleted AND email <> '' AND role = 'vendor')::int AS vendors,
                count(*) FILTER (WHERE NOT deleted AND email <> '' AND role = 'sales_manager')::int AS sales_managers,
                count(*) FILTER (WHERE NOT deleted AND email <> '' AND role = 'vendor'
                                   AND verification_status = 'pending')::int AS pending_verifications,
                (SELECT count(*) FROM products)::int AS total_products,
                (SELECT count(*) FROM products WHERE stock_quantity > 0)::int AS active_products,
                (SELECT count(*) FROM products WHERE stock_quantity <= 10)::int AS low_stock_products
           FROM users`,
      )
    )[0] as Record<string, number>;

  it('after any sequence of inserts, updates, deletes and truncates of users and products', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(statementArb, { minLength: 1, maxLength: 25 }), async (statements) => {
        await resetAnalytics(service.db);
        // Several statements in one transaction too, as an event's handler writes them.
        await service.db.transaction(async (manager) => {
          for (const statement of statements.slice(0, 3)) await manager.query(...sql(statement));
        });
        for (const statement of statements.slice(3)) await service.db.query(...sql(statement));
        expect(await kept()).toEqual(await counted());
      }),
      { numRuns: 150 },
    );
  });

  it('the overview route reads the kept counts', async () => {
    await resetAnalytics(service.db);
    await service.db.query(
      `INSERT INTO users (id, role, email, verification_status) VALUES
         ($1, 'consumer', 'a@example.ng', NULL), ($2, 'vendor', 'b@example.ng', 'pending'), ($3, 'vendor', '', 'pending')`,
      ids.slice(0, 3),
    );
    await service.db.query(
      `INSERT INTO products (id, stock_quantity) VALUES ($1, 0), ($2, 8), ($3, 40)`,
      ids.slice(0, 3),
    );
    const admin = await service.tokenFor('admin');
    const { status, body } = await service.call<Record<string, number>>(
      'GET',
      '/api/v1/admin/overview',
      admin,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalUsers: 2,
      totalConsumers: 1,
      totalVendors: 1,
      pendingVendorVerifications: 1,
      totalProducts: 3,
      activeProducts: 2,
      lowStockProducts: 2,
    });
  });
});
