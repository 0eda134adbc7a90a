import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { ProductCreated, type EventEnvelope, type ProductSnapshot, type Role } from '@ihe/contracts';
import { EVENT_BUS, InboxService, InProcessEventBus, type EventBus } from '@ihe/platform';
import { freePort, jsonRequest, signTestAccessToken, sleep, waitFor } from '@ihe/platform/testing';
import { startOrders } from '../src/start-orders.js';
import { PRODUCT_PROJECTION_CONSUMER } from '../src/catalog-projection/product-events.handler.js';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface TestOrders {
  app: INestApplication;
  url: string;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<ApiAnswer<T>>;
  /** Publishes on the app's bus and waits until the projection has handled the event. */
  deliver(event: EventEnvelope): Promise<void>;
  /** A token the app accepts, of a new user (or `sub`) with this role. */
  tokenFor(
    role?: Role,
    sub?: string,
    options?: { expiresInSeconds?: number },
  ): Promise<{ id: string; token: string }>;
}

/** Starts orders on a free port in this process (environment prepared by prepareServiceTestEnv). */
export async function startTestOrders(): Promise<TestOrders> {
  const port = await freePort();
  process.env.ORDERS_PORT = String(port);
  const app = await startOrders();
  const url = `http://127.0.0.1:${port}`;
  const bus = app.get<EventBus>(EVENT_BUS);
  const inbox = app.get(InboxService);
  return {
    app,
    url,
    async call(method, path, body, token) {
      const { status, body: answer } = await jsonRequest(url, method, path, { body, token });
      return { status, body: answer } as never;
    },
    async deliver(event) {
      await bus.publish(event);
      await waitFor(() => inbox.hasHandled(event.id, PRODUCT_PROJECTION_CONSUMER));
    },
    async tokenFor(role = 'consumer', sub = randomUUID(), options = {}) {
      const token = await signTestAccessToken({ sub, role }, options);
      return { id: sub, token };
    },
  };
}

/**
 * Waits until every event already published has been handled: exact on the in-process bus; on
 * RabbitMQ a short grace period (tests use it only for events with no visible effect).
 */
export async function settleEvents(app: INestApplication): Promise<void> {
  const bus = app.get<EventBus>(EVENT_BUS);
  if (bus instanceof InProcessEventBus) await bus.whenIdle();
  else await sleep(500);
}

export { sleep, waitFor };

let counter = 0;
/** A catalog product as its events carry it. */
export function productSnapshot(patch: Partial<ProductSnapshot> = {}): ProductSnapshot {
  counter += 1;
  return {
    id: randomUUID(),
    name: `White Yam ${counter}`,
    description: 'Fresh tubers from Benue, harvested this week.',
    category: 'yam',
    basePrice: 1000,
    price: 1150,
    companyProfitPercentage: 15,
    stockQuantity: 50,
    minimumOrderQuantity: 1,
    imageUrls: ['/uploads/yam-1.jpg'],
    farmOrigin: 'Benue',
    isOrganic: false,
    vendorId: randomUUID(),
    vendorFullName: 'Ada Okafor',
    vendorBusinessName: 'Okafor Farms',
    vendorPhone: '+2348031234567',
    createdAt: new Date().toISOString(),
    ...patch,
  };
}

/** An envelope as if it had happened `msAgo` milliseconds ago (for out-of-order tests). */
export function olderBy<E extends EventEnvelope>(event: E, msAgo: number): E {
  return { ...event, occurredAt: new Date(Date.parse(event.occurredAt) - msAgo).toISOString() };
}

/** Catalog announces a product; resolves once orders' projection has it. */
export async function createProduct(
  orders: TestOrders,
  patch: Partial<ProductSnapshot> = {},
): Promise<ProductSnapshot> {
  const product = productSnapshot(patch);
  await orders.deliver(ProductCreated.create({ product }));
  return product;
}
