import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  SALES_CATEGORIES,
  SALES_MESSAGES as MESSAGES,
  type AuditLogResponse,
  type SalesOverview,
  type SalesProductView,
  type SalesVendorsResponse,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { outboxCount, startTestCatalog, type TestCatalog } from './catalog-test-app.js';
import { newSalesProduct, salesWorld } from './sales-world.js';
import type { TestUser } from './vendor-world.js';

describe('catalog: the sales manager’s overview, vendors and product form (spec 2 §2, §5, §7)', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let manager: TestUser;
  let approvedVendor: TestUser;
  let pendingVendor: TestUser;
  const world = salesWorld(() => catalog);
  const add = (overrides: Record<string, unknown> = {}) =>
    world.call<SalesProductView & { message?: string }>(
      'POST',
      '/api/v1/sales/products',
      manager,
      newSalesProduct(overrides),
    );
  const productCount = async () =>
    (await catalog.db.query(`SELECT count(*)::int AS n FROM products`))[0].n as number;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    manager = await world.salesManager(true, 'Ada Obi');
    approvedVendor = await world.vendor(true, 'Benue Tubers Co-op');
    pendingVendor = await world.vendor(null, 'Awaiting Farms');
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('lists only approved vendors for the select', async () => {
    const answer = await world.call<SalesVendorsResponse>('GET', '/api/v1/sales/vendors', manager);
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([
      { id: approvedVendor.id, fullName: 'Terver Iorliam', businessName: 'Benue Tubers Co-op' },
    ]);
  });

  it('adds a product: category lowercase, the given price, the base backed out of it, creator recorded, audited', async () => {
    const answer = await add({ category: 'Plantain', price: 1150, vendorId: approvedVendor.id });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Abakaliki rice',
      category: 'plantain',
      price: 1150,
      basePrice: 1000, // 1150 less the default 15 % margin
      companyProfitPercentage: 15,
      stockQuantity: 20,
      farmOrigin: 'Ebonyi',
      isOrganic: false,
      vendorId: approvedVendor.id,
      vendor: { businessName: 'Benue Tubers Co-op' },
      createdBySalesManagerId: manager.id,
    });
    const log = await world.call<AuditLogResponse>('GET', '/api/v1/sales/audit-log', manager);
    expect(log.body.items[0]).toMatchObject({
      action: 'create',
      productId: answer.body.id,
      productName: 'Abakaliki rice',
      actorId: manager.id,
      actorName: 'Ada Obi',
      oldData: null,
      newData: { price: 1150, basePrice: 1000, stockQuantity: 20, category: 'plantain' },
    });
  });

  it('takes every category of the list in any case, vendor optional, price in whole naira', async () => {
    for (const category of SALES_CATEGORIES) {
      const answer = await add({ category: category.toUpperCase(), price: 0.01, vendorId: null });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ category: category.toLowerCase(), price: 1, vendorId: null });
    }
  });

  it('answers the spec’s messages and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'A' }, MESSAGES.nameMin],
      [{ name: '  ' }, MESSAGES.nameMin],
      [{ category: undefined }, MESSAGES.categoryRequired],
      [{ category: '' }, MESSAGES.categoryRequired],
      [{ category: 'Dairy' }, MESSAGES.categoryRequired],
      [{ price: 0 }, MESSAGES.priceMin],
      [{ price: -5 }, MESSAGES.priceMin],
      [{ price: 'ten' }, MESSAGES.priceMin],
      [{ price: undefined }, MESSAGES.priceMin],
      [{ stockQuantity: 0 }, MESSAGES.stockMin],
      [{ stockQuantity: 0.5 }, MESSAGES.stockMin],
      [{ stockQuantity: undefined }, MESSAGES.stockMin],
      [{ description: 'Too short' }, MESSAGES.descriptionMin],
      [{ farmOrigin: 'E' }, MESSAGES.farmOriginRequired],
      [{ farmOrigin: undefined }, MESSAGES.farmOriginRequired],
      [{ vendorId: 'not-a-uuid' }, MESSAGES.unknownVendor],
      [{ vendorId: randomUUID() }, MESSAGES.unknownVendor],
      [{ vendorId: pendingVendor.id }, MESSAGES.unknownVendor],
      [{ isOrganic: 'yes' }, 'isOrganic must be true or false'],
    ];
    const [products, outbox] = [await productCount(), await outboxCount(catalog.db)];
    for (const [overrides, message] of cases) {
      const answer = await add(overrides);
      expect({ overrides, status: answer.status, message: answer.body.message }).toEqual({
        overrides,
        status: 400,
        message,
      });
    }
    expect(await productCount()).toBe(products);
    expect(await outboxCount(catalog.db)).toBe(outbox);
  });

  it('computes the overview on known data (live products only)', async () => {
    await catalog.db.query(`UPDATE products SET deleted_at = now() WHERE deleted_at IS NULL`);
    const make = (price: number, stockQuantity: number) =>
      catalog.writer.create({ name: 'Yam', category: 'yam', price, stockQuantity });
    await make(1000, 0);
    await make(2500, 4);
    await make(300, 10.5);
    const gone = await make(99_999, 100);
    await catalog.writer.remove(gone.id);
    const answer = await world.call<SalesOverview>('GET', '/api/v1/sales/overview', manager);
    expect(answer.body).toEqual({
      totalProducts: 3,
      pendingProducts: 1,
      approvedProducts: 2,
      platformRevenue: 2500 * 4 + 300 * 10.5,
    });
  });
});
