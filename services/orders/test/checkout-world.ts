import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserRegistered, type EventEnvelope, type OrderView, type ProductView } from '@ihe/contracts';
import { createServiceApp, EVENT_BUS, InboxService, type EventBus } from '@ihe/platform';
import { freePort, jsonRequest, signTestAccessToken } from '@ihe/platform/testing';
import { ProductsWriter, startCatalog } from '@ihe/catalog';
import type { NewProduct } from '@ihe/catalog';
import { startOrders } from '../src/start-orders.js';
import { OrdersModule } from '../src/orders.module.js';
import { CUSTOMER_PROJECTION_CONSUMER } from '../src/customer-projection/customer-events.handler.js';
import { waitFor, type ApiAnswer } from './orders-test-app.js';

export interface Consumer {
  id: string;
  token: string;
  email: string;
}

export type CheckoutAnswer = ApiAnswer<
  OrderView & { statusCode?: number; message?: string; available?: number }
>;

/**
 * catalog and orders (one or two instances) in this process on one database and bus, as in the
 * all-in-one mode: what a checkout needs end to end, without the gateway.
 */
export interface CheckoutWorld {
  catalog: INestApplication;
  orders: INestApplication[];
  ordersUrls: string[];
  ordersDb: DataSource;
  catalogDb: DataSource;
  bus: EventBus;
  vendorId: string;
  consumer(name?: string, phone?: string): Promise<Consumer>;
  /** A consumer identity has not announced (yet): the token alone. */
  unannouncedConsumer(): Promise<Consumer>;
  product(input: Partial<NewProduct> & { stockQuantity: number }): Promise<ProductView>;
  addToCart(consumer: Consumer, productId: string, quantity: number): Promise<ApiAnswer>;
  checkout(
    consumer: Consumer,
    body?: unknown,
    key?: string | null,
    instance?: number,
  ): Promise<CheckoutAnswer>;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>>;
  stockOf(productId: string): Promise<number>;
  counts(): Promise<{ orders: number; items: number; attempts: number; outbox: number }>;
  close(): Promise<void>;
}

export const ADDRESS = '14 Adeola Odeku Street, Victoria Island, Lagos';

export async function startCheckoutWorld(options: { ordersInstances?: number } = {}): Promise<CheckoutWorld> {
  process.env.CATALOG_PORT = String(await freePort());
  process.env.ORDERS_PORT = String(await freePort());
  // orders first: its queue must be bound before catalog announces products.
  const orders = [await startOrders()];
  const ordersUrls = [`http://127.0.0.1:${process.env.ORDERS_PORT}`];
  for (let i = 1; i < (options.ordersInstances ?? 1); i++) {
    const port = await freePort();
    // A second replica: same database and bus; the first consumes the events for both.
    orders.push(await createServiceApp(OrdersModule, { service: 'orders', port, consumeEvents: false }));
    ordersUrls.push(`http://127.0.0.1:${port}`);
  }
  const catalog = await startCatalog();
  const bus = orders[0].get<EventBus>(EVENT_BUS);
  const ordersDb = orders[0].get(DataSource);
  const catalogDb = catalog.get(DataSource);
  const ordersInbox = orders[0].get(InboxService);
  const vendorId = randomUUID();

  const registered = (
    userId: string,
    role: 'consumer' | 'vendor',
    fullName: string,
    phoneNumber: string,
  ): EventEnvelope =>
    UserRegistered.create({
      userId,
      role,
      email: `${userId.slice(0, 8)}@farm.ng`,
      fullName,
      phoneNumber,
      businessName: role === 'vendor' ? 'Okafor Farms' : null,
      isFarmer: role === 'vendor',
      isApproved: role === 'vendor' ? true : null,
      createdAt: new Date().toISOString(),
    });
  await bus.publish(registered(vendorId, 'vendor', 'Ada Okafor', '+2348031234567'));
  await waitFor(
    async () => (await catalogDb.query(`SELECT 1 FROM vendors WHERE id = $1`, [vendorId])).length === 1,
  );

  const call: CheckoutWorld['call'] = async (method, path, token, body) => {
    const answer = await jsonRequest(ordersUrls[0], method, path, { body, token });
    return { status: answer.status, body: answer.body } as never;
  };

  return {
    catalog,
    orders,
    ordersUrls,
    ordersDb,
    catalogDb,
    bus,
    vendorId,
    async consumer(name = 'Chiamaka Eze', phone = '+2348091112222') {
      const id = randomUUID();
      const event = registered(id, 'consumer', name, phone);
      await bus.publish(event);
      await waitFor(() => ordersInbox.hasHandled(event.id, CUSTOMER_PROJECTION_CONSUMER));
      return {
        id,
        email: `${id.slice(0, 8)}@farm.ng`,
        token: await signTestAccessToken({ sub: id, role: 'consumer' }),
      };
    },
    async unannouncedConsumer() {
      const id = randomUUID();
      const token = await signTestAccessToken({ sub: id, role: 'consumer' });
      return { id, email: `${id}@test.ihemarket.ng`, token };
    },
    async product(input) {
      const product = await catalog.get(ProductsWriter).create({
        name: `White yam ${randomUUID().slice(0, 6)}`,
        category: 'yam',
        basePrice: 1000,
        vendorId,
        ...input,
      });
      await waitFor(
        async () =>
          (
            await ordersDb.query(
              `SELECT 1 FROM product_snapshots WHERE product_id = $1 AND name IS NOT NULL`,
              [product.id],
            )
          ).length === 1,
      );
      return product;
    },
    addToCart: (consumer, productId, quantity) =>
      call('POST', '/api/v1/cart/items', consumer.token, { productId, quantity }),
    async checkout(consumer, body = { shippingAddress: ADDRESS }, key = randomUUID(), instance = 0) {
      const answer = await jsonRequest(ordersUrls[instance], 'POST', '/api/v1/orders', {
        body,
        token: consumer.token,
        headers: key === null ? {} : { 'idempotency-key': key },
      });
      return { status: answer.status, body: answer.body } as never;
    },
    call,
    async stockOf(productId) {
      const [row] = await catalogDb.query(`SELECT stock_quantity FROM products WHERE id = $1`, [productId]);
      return Number(row.stock_quantity);
    },
    async counts() {
      const [row] = await ordersDb.query(
        `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_items) AS items,
                (SELECT count(*)::int FROM checkout_attempts) AS attempts, (SELECT count(*)::int FROM outbox) AS outbox`,
      );
      return row;
    },
    async close() {
      await catalog.close();
      for (const app of orders.reverse()) await app.close();
    },
  };
}
