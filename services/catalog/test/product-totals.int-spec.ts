import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  displayPrice,
  lineTotal,
  OrderPlaced,
  OrderStatusChanged,
  type EventEnvelope,
  type SalesOverview,
} from '@ihe/contracts';
import { createServiceDataSource, InboxService } from '@ihe/platform';
import { createTestDatabase, prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { catalogMigrations } from '../src/migrations/index.js';
import { ProductTotals1730000000260 } from '../src/migrations/1730000000260-product-totals.js';
import { PRODUCT_SALES_CONSUMER, ProductSalesService } from '../src/order-sales/product-sales.service.js';
import { SalesReader } from '../src/sales/sales.reader.js';
import { RESERVATION_CONFIRMATION_CONSUMER } from '../src/stock-reservations/order-placed.handler.js';
import { StockReservationsService } from '../src/stock-reservations/stock-reservations.service.js';
import { startTestCatalog, waitFor, type TestCatalog } from './catalog-test-app.js';
import { salesWorld } from './sales-world.js';
import type { TestUser } from './vendor-world.js';

/** What the overview's figures are, aggregated afresh from every product (what the kept totals replace). */
const FRESH_AGGREGATE = `
  SELECT count(*)::int AS "totalProducts",
         (count(*) FILTER (WHERE stock_quantity = 0))::int AS "pendingProducts",
         (count(*) FILTER (WHERE stock_quantity > 0))::int AS "approvedProducts",
         COALESCE(sum(price * stock_quantity), 0)::float8 AS "platformRevenue"
    FROM products WHERE deleted_at IS NULL`;

const target = fc.nat({ max: 30 });
const stock = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 }));
const quantity = fc.integer({ min: 1, max: 60 });
const op = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), basePrice: fc.integer({ min: 1, max: 90_000 }), stock }),
  fc.record({ kind: fc.constant('price' as const), target, basePrice: fc.integer({ min: 1, max: 90_000 }) }),
  fc.record({ kind: fc.constant('stock' as const), target, stock }),
  fc.record({
    kind: fc.constant('price+stock' as const),
    target,
    basePrice: fc.integer({ min: 1, max: 90_000 }),
    stock,
  }),
  fc.record({ kind: fc.constant('delete' as const), target }),
  fc.record({ kind: fc.constant('reserve' as const), target, quantity }),
  fc.record({ kind: fc.constant('release' as const), target }),
  fc.record({ kind: fc.constant('place' as const), target }),
  fc.record({ kind: fc.constant('decline' as const), target }),
  fc.record({ kind: fc.constant('sql restock' as const), target, quantity }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/**
 * The overview's kept totals (product_totals, kept by triggers) against a fresh aggregate, after random
 * product writes through every writer: ProductsWriter (create, price, stock, delete), checkout's stock
 * reservations and releases, orders' placements and declines, and plain multi-row SQL — run concurrently,
 * so the writes come through several connections (and so several of the totals' slots).
 */
describe('catalog: the sales overview’s kept totals', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let vendor: TestUser;
  let consumer: TestUser;
  const world = salesWorld(() => catalog);
  const products: string[] = [];
  const held: Array<{ reservationId: string; productId: string; quantity: number }> = [];
  const placed: Array<{ orderId: string; productId: string; quantity: number }> = [];

  const kept = () => catalog.app.get(SalesReader).overview();
  const fresh = async (): Promise<SalesOverview> => (await catalog.db.query(FRESH_AGGREGATE))[0];
  const pick = <T>(list: T[], index: number): T | undefined => list[index % Math.max(list.length, 1)];
  const take = <T>(list: T[], index: number): T | undefined =>
    list.length === 0 ? undefined : list.splice(index % list.length, 1)[0];

  const orderEvent = (orderId: string, reservationId: string, productId: string, quantity: number) =>
    OrderPlaced.create({
      orderId,
      createdAt: new Date().toISOString(),
      customer: { id: consumer.id, name: 'Ada Obi', email: 'ada@farm.ng', phone: null },
      deliveryAddress: '7 Awolowo Road, Ikoyi',
      specialInstructions: null,
      paymentMethod: 'card',
      subtotal: 0,
      deliveryFee: 1500,
      total: 0,
      lines: [
        {
          productId,
          quantity,
          productName: 'Yam',
          category: 'tubers',
          unitPrice: displayPrice(1000),
          basePrice: 1000,
          lineTotal: lineTotal(quantity, displayPrice(1000)),
          vendorId: vendor.id,
          vendorName: null,
          vendorPhone: null,
        },
      ],
      vendors: [],
      reservationId,
    });
  const declineEvent = (orderId: string, productId: string, quantity: number): EventEnvelope => {
    // A variable, not a literal: it carries the fields orders' event is gaining (vendorIds) too.
    const payload = {
      orderId,
      consumerId: consumer.id,
      from: 'pending' as const,
      to: 'cancelled' as const,
      by: vendor.id,
      vendorId: vendor.id,
      occurredAt: new Date().toISOString(),
      fulfilment: { vendorId: vendor.id, from: 'pending' as const, to: 'cancelled' as const },
      lines: [{ productId, quantity, unitPrice: displayPrice(1000), basePrice: 1000 }],
      vendorIds: [vendor.id],
      customer: { name: 'Ada Obi', phone: null },
    };
    return OrderStatusChanged.create(payload);
  };

  /** One write; a refusal the rules make (a deleted product's 404, a 409 for too little stock) is fine. */
  const run = async (step: Op): Promise<void> => {
    const id = 'target' in step ? pick(products, step.target) : undefined;
    try {
      switch (step.kind) {
        case 'create': {
          const created = await catalog.writer.create({
            name: `Benue yam ${products.length}`,
            category: 'tubers',
            basePrice: step.basePrice,
            stockQuantity: step.stock,
            vendorId: vendor.id,
          });
          products.push(created.id);
          return;
        }
        case 'price':
          if (id) await catalog.writer.update(id, { basePrice: step.basePrice });
          return;
        case 'stock':
          if (id) await catalog.writer.setStock(id, step.stock, 'vendor-update');
          return;
        case 'price+stock':
          if (id)
            await catalog.writer.update(id, { basePrice: step.basePrice }, undefined, {
              stock: { quantity: step.stock, reason: 'vendor-update' },
            });
          return;
        case 'delete':
          if (id) await catalog.writer.remove(id);
          return;
        case 'reserve': {
          if (!id) return;
          const reservationId = randomUUID();
          await catalog.app.get(StockReservationsService).reserve(consumer.id, {
            reservationId,
            lines: [{ productId: id, quantity: step.quantity }],
          });
          held.push({ reservationId, productId: id, quantity: step.quantity });
          return;
        }
        case 'release': {
          const reservation = take(held, step.target);
          if (reservation)
            await catalog.app.get(StockReservationsService).release(consumer.id, reservation.reservationId);
          return;
        }
        case 'place': {
          const reservation = take(held, step.target);
          if (!reservation) return;
          const orderId = randomUUID();
          const event = orderEvent(
            orderId,
            reservation.reservationId,
            reservation.productId,
            reservation.quantity,
          );
          await catalog.bus.publish(event);
          const inbox = catalog.app.get(InboxService);
          await waitFor(
            async () =>
              (await inbox.hasHandled(event.id, PRODUCT_SALES_CONSUMER)) &&
              (await inbox.hasHandled(event.id, RESERVATION_CONFIRMATION_CONSUMER)),
          );
          placed.push({ orderId, productId: reservation.productId, quantity: reservation.quantity });
          return;
        }
        case 'decline': {
          const order = take(placed, step.target);
          if (order)
            await catalog.app
              .get(ProductSalesService)
              .onStatusChanged(declineEvent(order.orderId, order.productId, order.quantity));
          return;
        }
        case 'sql restock':
          // A writer outside the service's code: one statement changing several rows.
          await catalog.db.query(
            `UPDATE products SET stock_quantity = stock_quantity + $2 WHERE id = ANY($1::uuid[])`,
            [products.filter((_, index) => index % 3 === step.target % 3), step.quantity],
          );
          return;
      }
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 409) throw error;
    }
  };

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    vendor = await world.vendor(true);
    consumer = await world.signIn('consumer');
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('stay equal to a fresh aggregate after random concurrent writes', async () => {
    expect(await kept()).toEqual(await fresh());
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { maxLength: 6 }),
        async (rounds) => {
          for (const round of rounds) await Promise.all(round.map(run));
          expect(await kept()).toEqual(await fresh());
        },
      ),
      { numRuns: 40 },
    );
    // Not only zeros were compared: a product in stock is counted with its value.
    await run({ kind: 'create', basePrice: 1000, stock: 3 });
    const figures = await kept();
    expect(figures).toEqual(await fresh());
    expect(figures.approvedProducts).toBeGreaterThan(0);
    expect(figures.platformRevenue).toBeGreaterThanOrEqual(3 * displayPrice(1000));
  }, 120_000);

  it('answer the overview route with the kept totals', async () => {
    const manager = await world.salesManager(true);
    const answer = await world.call<SalesOverview>('GET', '/api/v1/sales/overview', manager);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(await fresh());
  });

  it('are backfilled by their migration from the products already there', async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL);
    const migrate = (migrations: typeof catalogMigrations) =>
      createServiceDataSource({ url: database.url, schema: 'catalog', entities: [], migrations });
    try {
      const before = await migrate(catalogMigrations.filter((m) => m !== ProductTotals1730000000260));
      await before.query(
        `INSERT INTO products (id, name, category, base_price, price, company_profit_percentage, stock_quantity, deleted_at)
         SELECT gen_random_uuid(), 'Yam ' || i, 'yam', 100, 100 + i, 15, i % 4,
                CASE WHEN i % 7 = 0 THEN now() END
           FROM generate_series(1, 500) AS i`,
      );
      const expected: SalesOverview = (await before.query(FRESH_AGGREGATE))[0];
      await before.destroy();
      const after = await migrate(catalogMigrations);
      const reader = new SalesReader(after);
      expect(await reader.overview()).toEqual(expected);
      expect(expected.pendingProducts).toBeGreaterThan(0);
      await after.destroy();
    } finally {
      await database.drop();
    }
  });

  it('are zero again after TRUNCATE', async () => {
    await catalog.db.query(`TRUNCATE products CASCADE`);
    expect(await kept()).toEqual({
      totalProducts: 0,
      pendingProducts: 0,
      approvedProducts: 0,
      platformRevenue: 0,
    });
  });
});
