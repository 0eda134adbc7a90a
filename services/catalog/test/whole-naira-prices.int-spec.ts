import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { displayPrice } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { WholeNairaPrices1730000000220 } from '../src/migrations/1730000000220-whole-naira-prices.js';
import { startTestCatalog, type TestCatalog } from './catalog-test-app.js';

/** Products priced to the kobo before display prices became whole naira. */
const KOBO_PRICED = [
  { name: 'Acha', base: 2530, price: 2909.5, expected: 2910 },
  { name: 'Bida rice', base: 1670, price: 1920.5, expected: 1921 },
  { name: 'Ofada rice', base: 850.5, price: 978.08, expected: 978 },
  { name: 'Ugu', base: 1000.4, price: 1000.4, expected: 1001 },
];

describe('catalog migration: whole-naira display prices', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('reprices products written before it to the rule displayPrice now follows', async () => {
    const ids: string[] = [];
    for (const product of KOBO_PRICED) {
      const [{ id }] = await catalog.db.query(
        `INSERT INTO products (id, name, category, base_price, price, company_profit_percentage, stock_quantity)
         VALUES (gen_random_uuid(), $1, 'grains', $2, $3, 15, 20) RETURNING id`,
        [product.name, product.base, product.price],
      );
      ids.push(id);
    }
    const runner = catalog.db.createQueryRunner();
    try {
      await new WholeNairaPrices1730000000220().up(runner);
    } finally {
      await runner.release();
    }
    const rows: Array<{ id: string; price: string; base_price: string }> = await catalog.db.query(
      `SELECT id, price, base_price FROM products WHERE id = ANY($1)`,
      [ids],
    );
    const priceOf = new Map(rows.map((row) => [row.id, Number(row.price)]));
    expect(ids.map((id) => priceOf.get(id))).toEqual(KOBO_PRICED.map((product) => product.expected));
    // The same figures the pricing function gives for the first three (15 %, as they were priced).
    expect(KOBO_PRICED.slice(0, 3).map((product) => displayPrice(product.base))).toEqual([2910, 1921, 978]);
  });

  it('prices new products in whole naira', async () => {
    const product = await catalog.writer.create({
      name: 'Acha',
      category: 'grains',
      basePrice: 2530,
      stockQuantity: 10,
    });
    expect(product.price).toBe(2910);
  });
});
