import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SalesOverview } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestCatalog, type TestCatalog } from './catalog-test-app.js';
import { salesWorld } from './sales-world.js';

/** The overview at 100,000 products: the kept totals (product_totals), never the products aggregated per request. */
describe('catalog: the sales overview at 100,000 products', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  const world = salesWorld(() => catalog);

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    await catalog.db.query(
      `INSERT INTO products (id, name, description, category, base_price, price, company_profit_percentage, stock_quantity)
       SELECT gen_random_uuid(), 'Yam ' || i, repeat('Fresh tubers from Benue farms. ', 8), 'yam', 100, 115, 15, i % 5
         FROM generate_series(1, 100000) AS i`,
    );
    await catalog.db.query(`VACUUM ANALYZE products`);
  }, 120_000);

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('answers exact figures from the kept totals, which one 100,000-row INSERT kept up to date', async () => {
    const manager = await world.salesManager(true);
    const answer = await world.call<SalesOverview>('GET', '/api/v1/sales/overview', manager);
    // stock i % 5: 20,000 products at 0; Σ stock = 20,000 × (1+2+3+4) = 200,000 kg at ₦115.
    expect(answer.body).toEqual({
      totalProducts: 100_000,
      pendingProducts: 20_000,
      approvedProducts: 80_000,
      platformRevenue: 115 * 200_000,
    });
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await world.call('GET', '/api/v1/sales/overview', manager);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `sales overview at 100,000 products: median ${times[10].toFixed(1)} ms, max ${times[19].toFixed(1)} ms`,
    );
  });
});
