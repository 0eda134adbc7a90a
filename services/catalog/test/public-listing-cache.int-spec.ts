import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CategoryCountsResponse, ProductListResponse } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { PublicListingCache } from '../src/public-cache/public-listing-cache.js';
import { startTestCatalog, type TestCatalog } from './catalog-test-app.js';
import { SHOP } from './shop-fixture.js';

/** Listings and counts are cached, yet a committed change shows at once (the cache version moves). */
describe('catalog: cached public reads', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;

  beforeAll(async () => {
    env = await prepareServiceTestEnv({ CATALOG_CACHE_TTL_MS: '60000' });
    catalog = await startTestCatalog();
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  const yams = async () => (await catalog.get<ProductListResponse>('/api/v1/products?category=yam')).body;
  const counts = async () => (await catalog.get<CategoryCountsResponse>('/api/v1/categories/counts')).body;

  it('serves repeated reads from the cache, not the database', async () => {
    const [product] = await catalog.writer.createMany([
      { ...SHOP[Object.keys(SHOP)[0] as keyof typeof SHOP], category: 'yam' },
    ]);
    expect((await yams()).items.map((p) => p.id)).toContain(product.id);
    // Changed behind catalog's back (no writer, so no invalidation): the cached page still answers.
    await catalog.db.query(`UPDATE products SET name = 'Renamed behind the cache' WHERE id = $1`, [
      product.id,
    ]);
    expect((await yams()).items.find((p) => p.id === product.id)?.name).not.toBe('Renamed behind the cache');
  });

  it('keeps a listing per filter: organic and several categories are part of the key', async () => {
    await catalog.writer.createMany([
      { ...SHOP.ofada, name: 'Organic cache-key rice' },
      { ...SHOP.abakaliki, name: 'Plain cache-key rice' },
      { ...SHOP.oranges, name: 'Cache-key oranges' },
    ]);
    const names = async (query: string) =>
      (await catalog.get<ProductListResponse>(`/api/v1/products?search=cache-key&${query}`)).body.items.map(
        (product) => product.name,
      );
    // Each unfiltered answer is cached first: a key missing a filter would hand it to the filtered query.
    expect(await names('category=rice')).toEqual(['Organic cache-key rice', 'Plain cache-key rice']);
    expect(await names('category=rice&organic=true')).toEqual(['Organic cache-key rice']);
    expect(await names('category=fruits')).toEqual(['Cache-key oranges']);
    expect(await names('category=fruits,rice')).toEqual([
      'Cache-key oranges',
      'Organic cache-key rice',
      'Plain cache-key rice',
    ]);
  });

  it('loads a missed entry once for all the requests that miss it at the same time', async () => {
    const cache = catalog.app.get(PublicListingCache);
    let loads = 0;
    const slowLoad = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { page: loads };
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.read('stampede-test', slowLoad)),
    );
    expect(loads).toBe(1);
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ page: 1 })));
    // A failed load is not kept: the next miss loads again.
    await expect(
      cache.read('failing-test', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    await expect(cache.read('failing-test', async () => 'loaded')).resolves.toBe('loaded');
  });

  it('shows a change made through catalog immediately, in listings and counts', async () => {
    const before = await counts();
    const [product] = await catalog.writer.createMany([
      { ...SHOP[Object.keys(SHOP)[1] as keyof typeof SHOP], category: 'yam', stockQuantity: 40 },
    ]);
    expect((await yams()).items.map((p) => p.id)).toContain(product.id);
    expect((await counts()).yam).toBe(before.yam + 1);

    await catalog.writer.setStock(product.id, 0, 'vendor-update');
    expect((await yams()).items.map((p) => p.id)).not.toContain(product.id);
    expect((await counts()).yam).toBe(before.yam);

    await catalog.writer.setStock(product.id, 12, 'vendor-update');
    const listed = (await yams()).items.find((p) => p.id === product.id);
    expect(listed?.stockQuantity).toBe(12);
  });
});
