import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  NotificationOrderOutcome,
  OrderPlaced,
  ProductStockChanged,
  type EventEnvelope,
} from '@ihe/contracts';
import { EVENT_BUS, type EventBus } from '@ihe/platform';
import {
  freePort,
  prepareServiceTestEnv,
  signTestAccessToken,
  type ServiceTestEnv,
} from '@ihe/platform/testing';
import { ProductsWriter, startCatalog } from '@ihe/catalog';
import { startNotifications } from '@ihe/notifications';
import { startOrders } from '@ihe/orders';
import { startGateway } from '../src/start-gateway.js';

/**
 * One order followed by its request id: gateway → orders → catalog's reservation, order.placed → catalog and
 * notifications.
 */
describe('correlation id: an order’s request id in its events and in the logs of the services handling them', () => {
  let env: ServiceTestEnv;
  const apps: INestApplication[] = [];
  let orders: INestApplication;
  let catalog: INestApplication;
  let base: string;
  let bus: EventBus;
  const seen: EventEnvelope[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    // Readable log lines go through process.stdout.write, where the test reads them.
    env = await prepareServiceTestEnv({
      PORT: String(port),
      ORDERS_PORT: String(await freePort()),
      CATALOG_PORT: String(await freePort()),
      NOTIFICATIONS_PORT: String(await freePort()),
      WEB_DIST_DIR: '/nonexistent',
      LOG_FORMAT: 'pretty',
      LOG_LEVEL: 'info',
    });
    const write = process.stdout.write.bind(process.stdout);
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return write(chunk);
    });
    orders = await startOrders();
    catalog = await startCatalog();
    apps.push(orders, catalog, await startNotifications(), await startGateway());
    base = `http://127.0.0.1:${port}`;
    bus = orders.get<EventBus>(EVENT_BUS);
    await bus.subscribe({
      queue: 'correlation-observer',
      events: [OrderPlaced.name, NotificationOrderOutcome.name, ProductStockChanged.name],
      handler: async (event) => void seen.push(event),
    });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await bus?.unsubscribe?.('correlation-observer');
    for (const app of apps.reverse()) await app.close();
    await env?.cleanup();
  });

  it('carries x-request-id abc123 from the checkout into order.placed and what its consumers log and publish', async () => {
    const vendorId = randomUUID();
    const product = await catalog
      .get(ProductsWriter)
      .create({ name: 'Traced yam', category: 'yam', basePrice: 1000, stockQuantity: 5, vendorId });
    const ordersDb = orders.get(DataSource);
    const known = async () =>
      (await ordersDb.query(`SELECT 1 FROM product_snapshots WHERE product_id = $1 AND name IS NOT NULL`, [
        product.id,
      ])) as unknown[];
    for (let i = 0; i < 200 && (await known()).length === 0; i++) await new Promise((r) => setTimeout(r, 25));

    const buyer = randomUUID();
    const headers = {
      authorization: `Bearer ${await signTestAccessToken({ sub: buyer, role: 'consumer' })}`,
      'content-type': 'application/json',
    };
    const added = await fetch(`${base}/api/v1/cart/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: product.id, quantity: 1 }),
    });
    expect(added.status).toBe(200);
    const placed = await fetch(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID(), 'x-request-id': 'abc123' },
      body: JSON.stringify({ shippingAddress: '3 Marina Road, Lagos' }),
    });
    expect(placed.status).toBe(201);
    expect(placed.headers.get('x-request-id')).toBe('abc123');
    const orderId = ((await placed.json()) as { id: string }).id;

    const forOrder = (name: string) =>
      seen.find((e) => e.name === name && (e.payload as { orderId?: string }).orderId === orderId);
    for (let i = 0; i < 400 && !forOrder(NotificationOrderOutcome.name); i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(forOrder(OrderPlaced.name)?.correlationId).toBe('abc123');
    // orders forwarded the id to catalog's reservation call: the stock it took is announced with it.
    const reserved = seen.find(
      (e) =>
        e.name === ProductStockChanged.name &&
        (e.payload as { productId: string; reason: string }).productId === product.id &&
        (e.payload as { reason: string }).reason === 'reserved',
    );
    expect(reserved?.correlationId).toBe('abc123');
    // Notifications handled order.placed and published its outcome with the same id.
    expect(forOrder(NotificationOrderOutcome.name)?.correlationId).toBe('abc123');
    // …and the line it logged while handling it carries the id too.
    const handlerLines = logged.filter(
      (line) => line.includes('[OrderNotifications]') && line.includes(orderId),
    );
    expect(handlerLines).not.toHaveLength(0);
    for (const line of handlerLines) expect(line).toContain('"correlationId":"abc123"');
  });
});
