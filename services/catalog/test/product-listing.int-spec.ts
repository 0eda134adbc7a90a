import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { CategoryCountsResponse, ProductListResponse, ProductView } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestCatalog, type TestCatalog } from './catalog-test-app.js';
import { BY_NAME, BY_PRICE, SHOP, type ShopKey } from './shop-fixture.js';

describe('catalog: public product listing', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  const ids = {} as Record<ShopKey, string>;
  const nameOf = (key: ShopKey) => SHOP[key].name;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    const keys = Object.keys(SHOP) as ShopKey[];
    const created = await catalog.writer.createMany(keys.map((key) => SHOP[key]));
    keys.forEach((key, i) => (ids[key] = created[i].id));
    await catalog.writer.remove(ids.zobo);
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  const list = async (query = '') => {
    const answer = await catalog.get<ProductListResponse>(`/api/v1/products${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const names = (body: ProductListResponse) => body.items.map((item) => item.name);

  it('lists in-stock, not deleted products by name (case-insensitive) by default', async () => {
    const body = await list();
    expect(names(body)).toEqual(BY_NAME.map(nameOf));
    expect(body).toMatchObject({ total: 9, page: 1, pageSize: 24 });
  });

  it('returns numbers (never strings) and the product fields', async () => {
    const body = await list('?search=plantain_');
    expect(body.items).toHaveLength(1);
    const item = body.items[0];
    expect(item).toEqual({
      id: ids.unripe,
      name: 'Unripe plantain_special',
      description: 'Green fingers',
      category: 'plantain',
      basePrice: 850,
      price: 978,
      companyProfitPercentage: 15,
      stockQuantity: 20,
      minimumOrderQuantity: 1,
      imageUrls: [],
      images: [],
      farmOrigin: null,
      isOrganic: false,
      vendorId: null,
      vendor: { id: null, fullName: null, businessName: null },
      createdBySalesManagerId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('sorts by price both ways', async () => {
    expect(names(await list('?sort=price-low'))).toEqual(BY_PRICE.map(nameOf));
    expect(names(await list('?sort=price-high'))).toEqual([...BY_PRICE].reverse().map(nameOf));
    expect((await list('?sort=price-low')).items.map((item) => item.price)).toEqual([
      460, 690, 978, 1035, 1150, 1380, 1610, 1725, 2300,
    ]);
  });

  it('filters by category, lowercasing it; "all" means no filter', async () => {
    expect(names(await list('?category=rice'))).toEqual([
      'Abakaliki long-grain rice',
      'Kebbi parboiled rice',
      'Ofada brown rice',
    ]);
    expect(names(await list('?category=RICE&sort=price-high'))).toEqual([
      'Ofada brown rice',
      'Abakaliki long-grain rice',
      'Kebbi parboiled rice',
    ]);
    expect(names(await list('?category=yam'))).toEqual(['Benue white yam']);
    expect(names(await list('?category=vegetables'))).toEqual(['Bitter leaf']);
    expect((await list('?category=All')).total).toBe(9);
  });

  it('filters on the organic flag and on several categories at once', async () => {
    expect(names(await list('?organic=true'))).toEqual(['Ofada brown rice']);
    expect(names(await list('?organic=true&category=rice&sort=price-high'))).toEqual(['Ofada brown rice']);
    expect(await list('?organic=true&category=yam')).toMatchObject({ items: [], total: 0 });
    expect(names(await list('?category=vegetables,fruits'))).toEqual(['Bitter leaf', 'Sweet oranges']);
    expect(names(await list('?category=Fruits,RICE&sort=price-low'))).toEqual([
      'Sweet oranges',
      'Kebbi parboiled rice',
      'Abakaliki long-grain rice',
      'Ofada brown rice',
    ]);
  });

  it('searches name and description, case-insensitive and trimmed, pattern characters taken literally', async () => {
    expect(names(await list('?search=RICE'))).toEqual([
      'Abakaliki long-grain rice',
      'Kebbi parboiled rice',
      'Ofada brown rice',
    ]);
    expect(names(await list(`?search=${encodeURIComponent('  benue  ')}`))).toEqual([
      'Benue white yam',
      'Sweet oranges',
    ]);
    expect(names(await list(`?search=${encodeURIComponent('100%')}`))).toEqual(['Yellow maize']);
    expect(names(await list('?search=_'))).toEqual(['Unripe plantain_special']);
    expect(names(await list('?search=yam&category=yam'))).toEqual(['Benue white yam']);
    expect(await list('?search=cassava')).toMatchObject({ items: [], total: 0 });
    expect((await list('?search=%20%20')).total).toBe(9);
  });

  it('pages with a total for the whole match', async () => {
    const page = (n: number) => list(`?sort=price-low&pageSize=4&page=${n}`);
    expect(await page(1).then(names)).toEqual(BY_PRICE.slice(0, 4).map(nameOf));
    expect(await page(2)).toMatchObject({ total: 9, page: 2, pageSize: 4 });
    expect(await page(2).then(names)).toEqual(BY_PRICE.slice(4, 8).map(nameOf));
    expect(await page(3).then(names)).toEqual(['Ofada brown rice']);
    expect(await page(4)).toMatchObject({ items: [], total: 9, page: 4 });
    expect((await list('?category=rice&pageSize=1&page=2')).items.map((i) => i.name)).toEqual([
      'Kebbi parboiled rice',
    ]);
  });

  it('reads a listing with exactly one query', async () => {
    const logQuery = jest.spyOn(catalog.db.logger, 'logQuery');
    try {
      await list('?category=rice&search=rice&sort=price-high&page=1&pageSize=2');
      const catalogQueries = logQuery.mock.calls.filter(([sql]) => /products|vendors/.test(String(sql)));
      expect(catalogQueries).toHaveLength(1);
    } finally {
      logQuery.mockRestore();
    }
  });

  it('counts in-stock products per category in one query', async () => {
    const logQuery = jest.spyOn(catalog.db.logger, 'logQuery');
    try {
      const answer = await catalog.get<CategoryCountsResponse>('/api/v1/categories/counts');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ yam: 1, plantain: 2, rice: 3, vegetables: 1, fruits: 1, grains: 1 });
      expect(logQuery.mock.calls.filter(([sql]) => /products/.test(String(sql)))).toHaveLength(1);
    } finally {
      logQuery.mockRestore();
    }
  });

  it('follows stock changes: a product at 0 leaves the listing and the counts, and comes back', async () => {
    await catalog.writer.setStock(ids.benue, 0, 'vendor-update');
    expect(names(await list('?category=yam'))).toEqual([]);
    expect((await catalog.get<CategoryCountsResponse>('/api/v1/categories/counts')).body.yam).toBe(0);
    await catalog.writer.setStock(ids.benue, 12.5, 'vendor-update');
    expect((await list('?category=yam')).items.map((i) => i.stockQuantity)).toEqual([12.5]);
  });

  it('gets one product at any stock level, not a deleted one', async () => {
    const outOfStock = await catalog.get<ProductView>(`/api/v1/products/${ids.waterYam}`);
    expect(outOfStock.status).toBe(200);
    expect(outOfStock.body).toMatchObject({
      name: 'Water yam',
      stockQuantity: 0,
      price: 805,
      basePrice: 700,
    });
    expect(await catalog.get(`/api/v1/products/${ids.zobo}`)).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'Product not found' },
    });
    expect(await catalog.get('/api/v1/products/7e3a0c55-5eed-4d0e-8a00-999999999999')).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect(await catalog.get('/api/v1/products/not-a-uuid')).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'Invalid product id' },
    });
  });
});
