import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  ProductCreated,
  ProductDeleted,
  ProductStockChanged,
  ProductUpdated,
  type CartView,
} from '@ihe/contracts';
import { EVENT_BUS, type EventBus } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { ProductEventsHandler } from '../src/catalog-projection/product-events.handler.js';
import {
  createProduct,
  olderBy,
  productSnapshot,
  settleEvents,
  startTestOrders,
  type TestOrders,
} from './orders-test-app.js';

describe('orders product projection (catalog events)', () => {
  let env: ServiceTestEnv;
  let orders: TestOrders;

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    orders = await startTestOrders();
  });

  afterAll(async () => {
    await orders?.app.close();
    await env?.cleanup();
  });

  const snapshotRow = async (productId: string) => {
    const rows: Record<string, unknown>[] = await orders.app.get(DataSource).query(
      `SELECT name, price::float8 AS price, base_price::float8 AS base_price, stock_quantity::float8 AS stock,
                image_urls, category, vendor_business_name, vendor_phone, deleted
           FROM product_snapshots WHERE product_id = $1`,
      [productId],
    );
    return rows[0];
  };

  const cartOf = async (token: string) =>
    (await orders.call<CartView>('GET', '/api/v1/cart', undefined, token)).body;

  it('an update changes the projection, the embedded snapshot and the unit price of cart lines', async () => {
    const consumer = await orders.tokenFor();
    const product = await createProduct(orders, { price: 1150, stockQuantity: 40 });
    expect(await snapshotRow(product.id)).toMatchObject({
      name: product.name,
      price: 1150,
      base_price: 1000,
      stock: 40,
    });
    await orders.call('POST', '/api/v1/cart/items', { productId: product.id, quantity: 3 }, consumer.token);

    const changed = {
      ...product,
      name: 'Water Yam',
      price: 1380,
      basePrice: 1200,
      imageUrls: ['/uploads/w.jpg'],
      vendorBusinessName: 'Ada Agro',
    };
    await orders.deliver(ProductUpdated.create({ product: changed }));

    const cart = await cartOf(consumer.token);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      unitPrice: 1380,
      totalPrice: 4140,
      product: {
        id: product.id,
        name: 'Water Yam',
        price: 1380,
        imageUrls: ['/uploads/w.jpg'],
        stockQuantity: 40,
        category: 'yam',
        vendor: { id: product.vendorId, fullName: 'Ada Okafor', businessName: 'Ada Agro' },
        available: true,
      },
    });
    expect(cart).toMatchObject({ itemCount: 3, subtotal: 4140 });

    await orders.deliver(
      ProductStockChanged.create({ productId: product.id, stockQuantity: 12, reason: 'vendor-update' }),
    );
    expect((await cartOf(consumer.token)).items[0].product.stockQuantity).toBe(12);
  });

  it('a deleted product stays visible in the cart as unavailable, uncounted, and cannot be added', async () => {
    const consumer = await orders.tokenFor();
    const kept = await createProduct(orders, { price: 500 });
    const gone = await createProduct(orders, { price: 900 });
    await orders.call('POST', '/api/v1/cart/items', { productId: kept.id, quantity: 2 }, consumer.token);
    await orders.call('POST', '/api/v1/cart/items', { productId: gone.id, quantity: 1 }, consumer.token);

    await orders.deliver(ProductDeleted.create({ productId: gone.id, vendorId: gone.vendorId }));

    const cart = await cartOf(consumer.token);
    expect(cart.items.find((line) => line.productId === gone.id)?.product.available).toBe(false);
    expect(cart).toMatchObject({ itemCount: 2, subtotal: 1000 });
    const again = await orders.call(
      'POST',
      '/api/v1/cart/items',
      { productId: gone.id, quantity: 1 },
      consumer.token,
    );
    expect(again).toEqual({ status: 404, body: { statusCode: 404, message: 'Product not found' } });
  });

  it('ignores events older than the state it holds', async () => {
    const product = await createProduct(orders, { price: 1000, stockQuantity: 30 });
    const newer = ProductUpdated.create({
      product: { ...product, name: 'Newer name', price: 1200, stockQuantity: 25 },
    });
    await orders.deliver(newer);

    await orders.deliver(
      olderBy(ProductUpdated.create({ product: { ...product, name: 'Stale name', price: 1 } }), 60_000),
    );
    await orders.deliver(
      olderBy(
        ProductStockChanged.create({ productId: product.id, stockQuantity: 99, reason: 'released' }),
        60_000,
      ),
    );
    await orders.deliver(
      olderBy(ProductDeleted.create({ productId: product.id, vendorId: product.vendorId }), 60_000),
    );

    expect(await snapshotRow(product.id)).toMatchObject({
      name: 'Newer name',
      price: 1200,
      stock: 25,
      deleted: false,
    });
  });

  it('applies the details of an older update but keeps a newer stock change', async () => {
    const base = Date.now() - 60_000;
    const at = (ms: number) => new Date(base + ms).toISOString();
    const product = productSnapshot({ stockQuantity: 30 });
    await orders.deliver({ ...ProductCreated.create({ product }), occurredAt: at(0) });
    const update = {
      ...ProductUpdated.create({ product: { ...product, name: 'Renamed', stockQuantity: 30 } }),
      occurredAt: at(10),
    };
    const stock = ProductStockChanged.create({ productId: product.id, stockQuantity: 7, reason: 'reserved' });
    await orders.deliver({ ...stock, occurredAt: at(20) });
    await orders.deliver(update);
    expect(await snapshotRow(product.id)).toMatchObject({ name: 'Renamed', stock: 7 });
  });

  it('handles a stock change that overtakes product.created: the product is unknown until created arrives', async () => {
    const consumer = await orders.tokenFor();
    const product = productSnapshot({ stockQuantity: 20 });
    const created = ProductCreated.create({ product });
    await orders.deliver(
      ProductStockChanged.create({ productId: product.id, stockQuantity: 18, reason: 'reserved' }),
    );
    const early = await orders.call(
      'POST',
      '/api/v1/cart/items',
      { productId: product.id, quantity: 1 },
      consumer.token,
    );
    expect(early.status).toBe(404);

    await orders.deliver(olderBy(created, 5_000));
    expect(await snapshotRow(product.id)).toMatchObject({ name: product.name, stock: 18 });
    const later = await orders.call(
      'POST',
      '/api/v1/cart/items',
      { productId: product.id, quantity: 1 },
      consumer.token,
    );
    expect(later.status).toBe(200);
  });

  it('a redelivered event changes nothing, even after a newer one', async () => {
    const product = await createProduct(orders, { price: 1000, stockQuantity: 30 });
    const first = ProductUpdated.create({ product: { ...product, price: 1100 } });
    await orders.deliver(first);
    await orders.deliver(
      ProductStockChanged.create({ productId: product.id, stockQuantity: 10, reason: 'reserved' }),
    );

    // The same event id again, as a broker redelivery or an outbox republish would bring it; its
    // timestamp made newer so only the inbox (not the clocks) can stop it.
    const replay = { ...first, occurredAt: new Date(Date.now() + 60_000).toISOString() };
    await orders.app.get<EventBus>(EVENT_BUS).publish(replay);
    await settleEvents(orders.app);
    await orders.app.get(ProductEventsHandler).onProductUpdated(replay);

    expect(await snapshotRow(product.id)).toMatchObject({ price: 1100, stock: 10 });
  });
});
