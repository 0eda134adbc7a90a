import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ProductListResponse } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { outboxCount, startTestCatalog, type TestCatalog } from './catalog-test-app.js';
import { SHOP } from './shop-fixture.js';

const SORT = 'Invalid sort. Use one of: name, price-low, price-high';
const CATEGORY =
  'Invalid category. Use one of: all, yam, plantain, rice, vegetables, fruits, grains (several separated by commas)';
const ORGANIC = 'organic must be true when given';
const PAGE = 'page must be a positive whole number';
const PAGE_SIZE = 'pageSize must be a whole number from 1 to 100';

/** Every refused query, with the message it gets. */
const BAD_QUERIES: Array<[string, string]> = [
  ['sort=newest', SORT],
  ['sort=NAME', SORT],
  ['sort=price', SORT],
  ['category=dairy', CATEGORY],
  ['category=yams', CATEGORY],
  ['category=vegetables,dairy', CATEGORY],
  ['category=all,rice', CATEGORY],
  ['organic=yes', ORGANIC],
  ['organic=false', ORGANIC],
  ['page=0', PAGE],
  ['page=-1', PAGE],
  ['page=1.5', PAGE],
  ['page=two', PAGE],
  ['page=1e3', PAGE],
  ['page=9999999999', PAGE],
  ['pageSize=0', PAGE_SIZE],
  ['pageSize=101', PAGE_SIZE],
  ['pageSize=ten', PAGE_SIZE],
  [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
  ['limit=10', 'Unknown query parameter: limit'],
  ['q=rice', 'Unknown query parameter: q'],
  ['sort=name&sort=price-low', 'Query parameter sort must be given once'],
  ['category=rice&category=yam', 'Query parameter category must be given once'],
];

describe('catalog: product query validation', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    await catalog.writer.createMany([SHOP.benue, SHOP.ofada]);
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it.each(BAD_QUERIES)('refuses ?%s with 400 "%s"', async (query, message) => {
    const answer = await catalog.get(`/api/v1/products?${query}`);
    expect(answer).toMatchObject({ status: 400, body: { statusCode: 400, message } });
  });

  it('changes nothing while refusing', async () => {
    const before = await outboxCount(catalog.db);
    for (const [query] of BAD_QUERIES) await catalog.get(`/api/v1/products?${query}`);
    expect(await outboxCount(catalog.db)).toBe(before);
    const listing = await catalog.get<ProductListResponse>('/api/v1/products');
    expect(listing.body.total).toBe(2);
  });

  it('accepts the edges: 100-character search, pageSize 1 and 100, blank values as not given', async () => {
    for (const query of [
      `search=${'a'.repeat(100)}`,
      'pageSize=1',
      'pageSize=100',
      'page=1',
      'sort=&category=&search=',
      'category=%20Yam%20',
      'category=vegetables,%20Fruits',
      'organic=true',
      'organic=',
    ]) {
      const answer = await catalog.get(`/api/v1/products?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 200 });
    }
  });
});
