import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  displayPrice,
  VENDOR_PRODUCT_MESSAGES as MESSAGES,
  type EventEnvelope,
  type VendorProductListResponse,
  type VendorProductView,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import {
  observeEvents,
  outboxCount,
  startTestCatalog,
  waitFor,
  type TestCatalog,
} from './catalog-test-app.js';
import { newProduct, vendorWorld, type TestUser } from './vendor-world.js';

describe('catalog: the vendor’s products (spec 2 §2 Vendor, §4, §5)', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let events: EventEnvelope[];
  let vendorA: TestUser;
  let vendorB: TestUser;
  const world = vendorWorld(() => catalog);
  const { call } = world;

  const add = (user: TestUser, overrides: Record<string, unknown> = {}) =>
    call<VendorProductView>('POST', '/api/v1/vendor/products', user, newProduct(overrides));
  const list = (user: TestUser, search = '') =>
    call<VendorProductListResponse>(
      'GET',
      `/api/v1/vendor/products${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      user,
    );
  const productRow = async (id: string) =>
    (await catalog.db.query(`SELECT * FROM products WHERE id = $1`, [id]))[0] as Record<string, unknown>;
  const productCount = async () =>
    (await catalog.db.query(`SELECT count(*)::int AS n FROM products`))[0].n as number;
  const eventsOf = (name: string, productId: string) =>
    events.filter(
      (e) =>
        e.name === name &&
        ((e.payload as { productId?: string }).productId ??
          (e.payload as { product?: { id: string } }).product?.id) === productId,
    );

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    events = await observeEvents(catalog.bus, [
      'product.created',
      'product.updated',
      'product.deleted',
      'product.stock-changed',
    ]);
    vendorA = await world.vendor(true, 'Benue Tubers Co-op');
    vendorB = await world.vendor(true, 'Kano Grains');
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('adds a product for an approved vendor at the display price of the setting in force', async () => {
    const answer = await add(vendorA);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Benue white yam',
      category: 'tubers',
      basePrice: 1000,
      price: displayPrice(1000), // default 15 %: 1150
      stockQuantity: 50,
      minimumOrderQuantity: 1,
      farmOrigin: 'Benue',
      isOrganic: true,
      vendorId: vendorA.id,
      vendor: { id: vendorA.id, businessName: 'Benue Tubers Co-op' },
      ordersCount: 0,
      revenue: 0,
    });
    await waitFor(() => eventsOf('product.created', answer.body.id).length === 1);

    // The latest active setting prices the next product (and the price calculator sees it).
    await catalog.db.query(
      `INSERT INTO company_profit_settings (profit_percentage, minimum_profit_amount, is_active, created_at)
       VALUES (10, 500, true, now() - interval '1 day'), (20, 300, true, now()), (50, 0, false, now() + interval '1 s')`,
    );
    const setting = { profitPercentage: 20, minimumProfitAmount: 300 };
    expect((await call('GET', '/api/v1/profit-setting')).body).toEqual(setting);
    const priced = await add(vendorA, { name: 'Ofada rice', category: 'GRAINS', basePrice: 1234.56 });
    expect(priced.body).toMatchObject({ category: 'grains', price: displayPrice(1234.56, setting) });
    await catalog.db.query(`UPDATE company_profit_settings SET is_active = false`);
  });

  it('lists only the vendor’s own live products, newest first, searchable by name or category', async () => {
    const mine = (await list(vendorA)).body;
    expect(mine.items.map((p) => p.name)).toEqual(['Ofada rice', 'Benue white yam']);
    expect(mine.total).toBe(2);
    expect(mine.items[0]).toMatchObject({ ordersCount: 0, revenue: 0 });
    expect((await list(vendorA, 'YAM')).body.items.map((p) => p.name)).toEqual(['Benue white yam']);
    expect((await list(vendorA, 'grain')).body.items.map((p) => p.name)).toEqual(['Ofada rice']);
    expect((await list(vendorA, '%')).body.total).toBe(0); // wildcards are literal
    expect((await list(vendorB)).body).toEqual({ items: [], total: 0 });
  });

  it('refuses an unapproved vendor with the spec’s 403, writing nothing, until identity approves it', async () => {
    const pending = await world.vendor(null);
    const rejected = await world.vendor(false);
    const before = [await productCount(), await outboxCount(catalog.db)];
    for (const vendor of [pending, rejected])
      expect(await add(vendor)).toMatchObject({
        status: 403,
        body: { statusCode: 403, message: MESSAGES.mustBeVerified },
      });
    // A vendor catalog has never heard of is not approved either.
    expect((await add(await world.signIn('vendor'))).status).toBe(403);
    expect([await productCount(), await outboxCount(catalog.db)]).toEqual(before);

    await world.approve(pending.id, true);
    expect((await add(pending)).status).toBe(201);
    await world.approve(pending.id, false); // revoked again
    expect((await add(pending)).body).toMatchObject({ message: MESSAGES.mustBeVerified });
  });

  it('answers each broken add-product rule with the spec’s message, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Y' }, MESSAGES.nameMin],
      [{ name: '   Y   ' }, MESSAGES.nameMin],
      [{ name: undefined }, MESSAGES.nameMin],
      [{ description: 'Too short' }, MESSAGES.descriptionMin],
      [{ category: '' }, MESSAGES.categoryRequired],
      [{ category: 'yam' }, MESSAGES.categoryRequired], // a sales-manager category, not a vendor one
      [{ basePrice: 0 }, MESSAGES.priceMin],
      [{ basePrice: '100' }, MESSAGES.priceMin],
      [{ stockQuantity: -1 }, MESSAGES.stockNegative],
      [{ minimumOrderQuantity: 0.5 }, MESSAGES.minimumOrderMin],
      [{ imageUrls: ['a', 'b', 'c', 'd', 'e', 'f'] }, MESSAGES.maxImages],
      [{ imageUrls: ['https://elsewhere.example/x.webp'] }, MESSAGES.unknownImage],
      [{ imageUrls: [`/api/v1/media/products/${vendorB.id}/1_0.webp`] }, MESSAGES.unknownImage],
      [{ price: 5 }, 'Unknown field: price'],
    ];
    const before = [await productCount(), await outboxCount(catalog.db)];
    for (const [overrides, message] of cases)
      expect({ overrides, answer: await add(vendorA, overrides) }).toEqual({
        overrides,
        answer: expect.objectContaining({ status: 400, body: { statusCode: 400, message } }),
      });
    expect([await productCount(), await outboxCount(catalog.db)]).toEqual(before);
    // Its own uploads are fine (the file need not be fetched to be named).
    const own = `/api/v1/media/products/${vendorA.id}/1700000000000_0.webp`;
    const added = await add(vendorA, { imageUrls: [own], name: 'Ugu leaves' });
    expect(added.body.imageUrls).toEqual([own]);
    expect(added.body.images).toEqual([
      {
        url: own,
        variants: [
          { url: own.replace('.webp', '_w320.webp'), width: 320 },
          { url: own.replace('.webp', '_w640.webp'), width: 640 },
          { url: own, width: 1200 },
        ],
      },
    ]);
  });

  it('edits name, description, base price (re-priced), stock, organic and farm origin in one change', async () => {
    const { body: product } = await add(vendorA, { name: 'Water yam', basePrice: 800 });
    const answer = await call<VendorProductView>('PATCH', `/api/v1/vendor/products/${product.id}`, vendorA, {
      name: 'Water yam (big)',
      description: 'Big water yam tubers, dug this week.',
      basePrice: 900,
      stockQuantity: 42.5,
      isOrganic: false,
      farmOrigin: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: product.id,
      name: 'Water yam (big)',
      description: 'Big water yam tubers, dug this week.',
      basePrice: 900,
      price: displayPrice(900),
      stockQuantity: 42.5,
      isOrganic: false,
      farmOrigin: null,
      ordersCount: 0,
      revenue: 0,
    });
    await waitFor(() => eventsOf('product.stock-changed', product.id).length === 1);
    expect(eventsOf('product.updated', product.id)).toHaveLength(1);
    expect(eventsOf('product.stock-changed', product.id)[0].payload).toEqual({
      productId: product.id,
      stockQuantity: 42.5,
      reason: 'vendor-update',
    });
    const invalid = await call('PATCH', `/api/v1/vendor/products/${product.id}`, vendorA, {
      name: 'Okay name',
      stockQuantity: -3,
    });
    expect(invalid).toMatchObject({ status: 400, body: { message: MESSAGES.stockNegative } });
    expect(
      (await call('PATCH', `/api/v1/vendor/products/${product.id}`, vendorA, { category: 'fish' })).body,
    ).toMatchObject({ message: 'Unknown field: category' });
    expect(await productRow(product.id)).toMatchObject({ name: 'Water yam (big)', stock_quantity: '42.50' });
  });

  it('deactivates (stock 0) and activates (stock 1), each with its own stock event', async () => {
    const { body: product } = await add(vendorA, { name: 'Plantain bunch', stockQuantity: 30 });
    const patch = (stockQuantity: number) =>
      call<VendorProductView>('PATCH', `/api/v1/vendor/products/${product.id}`, vendorA, { stockQuantity });
    expect((await patch(0)).body.stockQuantity).toBe(0);
    expect((await patch(1)).body.stockQuantity).toBe(1);
    await waitFor(() => eventsOf('product.stock-changed', product.id).length === 2);
    expect(eventsOf('product.stock-changed', product.id).map((e) => e.payload)).toEqual([
      { productId: product.id, stockQuantity: 0, reason: 'deactivated' },
      { productId: product.id, stockQuantity: 1, reason: 'activated' },
    ]);
    expect(eventsOf('product.updated', product.id)).toHaveLength(0);
  });

  it('deletes (soft): gone from the list and the shop, kept for orders; a second delete is a 404', async () => {
    const { body: product } = await add(vendorA, { name: 'Garden egg' });
    expect((await call('DELETE', `/api/v1/vendor/products/${product.id}`, vendorA)).status).toBe(204);
    expect((await list(vendorA)).body.items.map((p) => p.id)).not.toContain(product.id);
    expect((await call('GET', `/api/v1/products/${product.id}`)).status).toBe(404);
    expect((await productRow(product.id)).deleted_at).not.toBeNull();
    await waitFor(() => eventsOf('product.deleted', product.id).length === 1);
    expect((await call('DELETE', `/api/v1/vendor/products/${product.id}`, vendorA)).status).toBe(404);
    expect(
      (await call('PATCH', `/api/v1/vendor/products/${product.id}`, vendorA, { stockQuantity: 3 })).status,
    ).toBe(404);
  });

  it('gives vendor B a 404 for every route on vendor A’s product, changing nothing', async () => {
    const { body: product } = await add(vendorA, { name: 'Sweet potato', stockQuantity: 25 });
    const before = [await productRow(product.id), await outboxCount(catalog.db)];
    const attempts = [
      await call('PATCH', `/api/v1/vendor/products/${product.id}`, vendorB, { name: 'Stolen potato' }),
      await call('PATCH', `/api/v1/vendor/products/${product.id}`, vendorB, { stockQuantity: 0 }),
      await call('PATCH', `/api/v1/vendor/products/${product.id}`, vendorB, { basePrice: 1 }),
      await call('DELETE', `/api/v1/vendor/products/${product.id}`, vendorB),
    ];
    for (const attempt of attempts)
      expect(attempt).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Product not found' } });
    expect([await productRow(product.id), await outboxCount(catalog.db)]).toEqual(before);
    expect((await list(vendorB, 'potato')).body.total).toBe(0);
    // Not a UUID, or no such product: the same 404.
    expect((await call('DELETE', '/api/v1/vendor/products/not-an-id', vendorB)).status).toBe(404);
    expect((await call('PATCH', `/api/v1/vendor/products/${randomUUID()}`, vendorB, {})).status).toBe(404);
  });

  it('refuses consumers, sales managers and admins (403) and guests (401) on every vendor route', async () => {
    const { body: product } = await add(vendorA, { name: 'Tiger nuts', category: 'nuts' });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/vendor/products'],
      ['POST', '/api/v1/vendor/products', newProduct()],
      ['PATCH', `/api/v1/vendor/products/${product.id}`, { stockQuantity: 0 }],
      ['DELETE', `/api/v1/vendor/products/${product.id}`],
      ['POST', '/api/v1/vendor/product-images', {}],
    ];
    const before = [await productCount(), await productRow(product.id), await outboxCount(catalog.db)];
    for (const role of ['consumer', 'sales_manager', 'admin'] as const) {
      const user = await world.signIn(role);
      for (const [method, path, body] of routes)
        expect({ role, method, path, status: (await call(method, path, user, body)).status }).toEqual({
          role,
          method,
          path,
          status: 403,
        });
    }
    for (const [method, path, body] of routes)
      expect({ method, path, status: (await call(method, path, undefined, body)).status }).toEqual({
        method,
        path,
        status: 401,
      });
    expect([await productCount(), await productRow(product.id), await outboxCount(catalog.db)]).toEqual(
      before,
    );
  });
});
