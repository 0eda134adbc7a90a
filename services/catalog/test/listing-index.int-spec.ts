import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { createServiceDataSource } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { catalogMigrations } from '../src/migrations/index.js';
import { Product } from '../src/products/product.entity.js';
import { CompanyProfitSetting } from '../src/pricing/company-profit-setting.entity.js';
import { Vendor } from '../src/vendors/vendor.entity.js';
import { productListSql } from '../src/products/product-list-sql.js';
import type { ProductListCriteria } from '../src/products/product-list-query.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

const criteria = (patch: Partial<ProductListCriteria>): ProductListCriteria => ({
  search: null,
  categories: [],
  organic: false,
  sort: 'name',
  page: 1,
  pageSize: 24,
  ...patch,
});

describe('catalog: the listing reads through indexes (20,000 products)', () => {
  let env: ServiceTestEnv;
  let db: DataSource;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    db = await createServiceDataSource({
      schema: 'catalog',
      url: env.database.url,
      entities: [Product, CompanyProfitSetting, Vendor],
      migrations: catalogMigrations,
      poolSize: 2,
    });
    // 20k products over six categories; every 10th out of stock, every 97th deleted, a rare word in 8 descriptions.
    await db.query(`
      INSERT INTO products (id, name, description, category, base_price, price, company_profit_percentage, stock_quantity)
      SELECT gen_random_uuid(),
             (ARRAY['Yam','Plantain','Rice','Tomato','Mango','Maize'])[1 + i % 6] || ' lot ' || i,
             CASE WHEN i % 2500 = 7 THEN 'hand-picked zobo calyces' ELSE 'fresh produce from the farm, lot ' || i END,
             (ARRAY['yam','plantain','rice','vegetables','fruits','grains'])[1 + i % 6],
             100 + (i * 37) % 5000, (100 + (i * 37) % 5000) * 1.15, 15,
             CASE WHEN i % 10 = 0 THEN 0 ELSE 1 + i % 400 END
      FROM generate_series(1, 20000) AS i`);
    await db.query(`UPDATE products SET deleted_at = now() WHERE name ~ ' lot [0-9]*97$'`);
    await db.query('VACUUM ANALYZE products');
  });

  afterAll(async () => {
    await db?.destroy();
    await env?.cleanup();
  });

  const planOf = async (query: ProductListCriteria) => {
    const { text, values } = productListSql(query);
    const [{ 'QUERY PLAN': plan }] = await db.query(`EXPLAIN (FORMAT JSON) ${text}`, values);
    return flatten(plan[0].Plan as PlanNode);
  };
  const indexesUsed = (nodes: PlanNode[]) => nodes.map((node) => node['Index Name']).filter(Boolean);
  const seqScans = (nodes: PlanNode[]) =>
    nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products');

  it('reads a name-sorted page in index order', async () => {
    expect(indexesUsed(await planOf(criteria({})))).toContain('products_shown_name_idx');
  });

  it('reads a price-sorted page in index order, both directions', async () => {
    expect(indexesUsed(await planOf(criteria({ sort: 'price-low', page: 3 })))).toContain(
      'products_shown_price_idx',
    );
    expect(indexesUsed(await planOf(criteria({ sort: 'price-high' })))).toContain('products_shown_price_idx');
  });

  it('uses the category indexes for page and total, with no sequential scan', async () => {
    const byPrice = await planOf(criteria({ categories: ['rice'], sort: 'price-low' }));
    expect(indexesUsed(byPrice)).toContain('products_shown_category_price_idx');
    expect(seqScans(byPrice)).toEqual([]);
    const byName = await planOf(criteria({ categories: ['fruits'] }));
    expect(indexesUsed(byName)).toContain('products_shown_category_name_idx');
    expect(seqScans(byName)).toEqual([]);
  });

  it('finds a rare search word through the trigram indexes, with no sequential scan', async () => {
    const nodes = await planOf(criteria({ search: 'zobo' }));
    expect(indexesUsed(nodes)).toEqual(
      expect.arrayContaining(['products_name_trgm_idx', 'products_description_trgm_idx']),
    );
    expect(seqScans(nodes)).toEqual([]);
    const { text, values } = productListSql(criteria({ search: 'ZOBO' }));
    const rows = await db.query(text, values);
    expect(rows[0].total).toBe(8);
  });
});
