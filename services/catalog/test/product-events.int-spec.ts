import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRegistered, type EventEnvelope, type ProductSnapshot } from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import {
  observeEvents,
  outboxCount,
  sleep,
  startTestCatalog,
  waitFor,
  type TestCatalog,
} from './catalog-test-app.js';

const VENDOR = '5f1d2c3b-4a59-4e68-8f77-000000000101';
const PRODUCT_EVENTS = ['product.created', 'product.updated', 'product.deleted', 'product.stock-changed'];

describe('catalog: product events through the outbox', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let events: EventEnvelope[];

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    events = await observeEvents(catalog.bus, PRODUCT_EVENTS);
    await catalog.bus.publish(
      UserRegistered.create({
        userId: VENDOR,
        role: 'vendor',
        email: 'ogun.fruits@farm.ng',
        fullName: 'Funmilayo Adeyemi',
        phoneNumber: '+2348088850505',
        businessName: 'Ogun Organic Fruit Farms',
        isFarmer: true,
        isApproved: true,
        createdAt: new Date().toISOString(),
      }),
    );
    await waitFor(
      async () => (await catalog.db.query(`SELECT 1 FROM vendors WHERE id = $1`, [VENDOR])).length === 1,
    );
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  const eventsOf = (productId: string) =>
    events.filter((event) => {
      const payload = event.payload as { product?: { id: string }; productId?: string };
      return payload.product?.id === productId || payload.productId === productId;
    });

  it('emits each change exactly once, carrying the vendor names and prices', async () => {
    const product = await catalog.writer.create({
      name: 'Smooth cayenne pineapple',
      category: 'Fruits',
      basePrice: 700,
      stockQuantity: 120,
      minimumOrderQuantity: 10,
      vendorId: VENDOR,
      farmOrigin: 'Ogun',
      isOrganic: true,
      imageUrls: ['/api/v1/media/products/pineapple.svg'],
    });
    await catalog.writer.update(product.id, { basePrice: 800, name: 'Cayenne pineapple' });
    await catalog.writer.setStock(product.id, 8.5, 'vendor-update');
    await catalog.writer.remove(product.id);

    await waitFor(() => eventsOf(product.id).length >= 4);
    await sleep(500); // room for a duplicate to show up
    const mine = eventsOf(product.id);
    expect(mine.map((event) => event.name)).toEqual([
      'product.created',
      'product.updated',
      'product.stock-changed',
      'product.deleted',
    ]);

    expect(mine[0].payload).toEqual({
      product: {
        id: product.id,
        name: 'Smooth cayenne pineapple',
        description: '',
        category: 'fruits',
        basePrice: 700,
        price: 805,
        companyProfitPercentage: 15,
        stockQuantity: 120,
        minimumOrderQuantity: 10,
        imageUrls: ['/api/v1/media/products/pineapple.svg'],
        farmOrigin: 'Ogun',
        isOrganic: true,
        vendorId: VENDOR,
        vendorFullName: 'Funmilayo Adeyemi',
        vendorBusinessName: 'Ogun Organic Fruit Farms',
        vendorPhone: '+2348088850505',
        createdAt: product.createdAt,
      } satisfies ProductSnapshot,
    });
    expect(mine[1].payload).toMatchObject({
      product: { name: 'Cayenne pineapple', basePrice: 800, price: 920, stockQuantity: 120 },
    });
    expect(mine[2].payload).toEqual({ productId: product.id, stockQuantity: 8.5, reason: 'vendor-update' });
    expect(mine[3].payload).toEqual({ productId: product.id, vendorId: VENDOR });
  });

  it('prices with the latest active profit setting', async () => {
    await catalog.db.query(
      `INSERT INTO company_profit_settings (profit_percentage, minimum_profit_amount, is_active, created_at)
       VALUES (20, 0, true, now() - interval '2 days'), (10, 250, true, now() - interval '1 day'), (50, 0, false, now())`,
    );
    const cheap = await catalog.writer.create({
      name: 'Guava',
      category: 'fruits',
      basePrice: 1000,
      stockQuantity: 5,
    });
    const dear = await catalog.writer.create({
      name: 'Acha',
      category: 'grains',
      basePrice: 5000,
      stockQuantity: 5,
    });
    expect(cheap).toMatchObject({ price: 1250, companyProfitPercentage: 10 });
    expect(dear).toMatchObject({ price: 5500, companyProfitPercentage: 10 });
  });

  it('writes no event when the change fails, and nothing at all for a refused batch', async () => {
    const existing = await catalog.writer.create({
      name: 'Pawpaw',
      category: 'fruits',
      basePrice: 400,
      stockQuantity: 9,
    });
    const before = await outboxCount(catalog.db);
    // The second product reuses an id: the whole batch rolls back, events included.
    await expect(
      catalog.writer.createMany([
        { name: 'Mango', category: 'fruits', basePrice: 500, stockQuantity: 9 },
        { id: existing.id, name: 'Pawpaw again', category: 'fruits', basePrice: 400, stockQuantity: 9 },
      ]),
    ).rejects.toThrow();
    await expect(catalog.writer.setStock(existing.id, -1, 'vendor-update')).rejects.toThrow(
      'Stock quantity must be a number of 0 or more',
    );
    await expect(
      catalog.writer.create({ name: ' ', category: 'fruits', basePrice: 1, stockQuantity: 1 }),
    ).rejects.toThrow('Product name is required');
    await expect(catalog.writer.remove('5f1d2c3b-4a59-4e68-8f77-999999999999')).rejects.toThrow(
      'Product not found',
    );
    expect(await outboxCount(catalog.db)).toBe(before);
    const [{ count }] = await catalog.db.query(
      `SELECT count(*)::int AS count FROM products WHERE name = 'Mango'`,
    );
    expect(count).toBe(0);
  });

  it('refuses negative stock in the database too', async () => {
    await expect(catalog.db.query(`UPDATE products SET stock_quantity = -1`)).rejects.toThrow(
      /check constraint/,
    );
  });
});
