import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { acquireSharedEventBus, releaseSharedEventBus } from '@ihe/platform';
import { freePort, prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { orderPlacedEvent, twoVendorOrder } from './order-placed-fixture.js';
import {
  NOTIFICATIONS_TEST_ENV,
  observeOutcomes,
  startTestNotifications,
  TEST_ACCESS_TOKEN,
  waitFor,
  type Outcome,
  type TestNotifications,
} from './notifications-test-app.js';

/**
 * Orders placed while notifications is down wait in its queue (RabbitMQ's durable queue, or the
 * in-process bus's queue, which keeps events for a queue without consumer) and are all sent, once
 * each, when it starts again.
 */
describe('notifications down while orders are placed', () => {
  let env: ServiceTestEnv;
  let fake: FakeWhatsAppCloudApi;
  let service: TestNotifications | undefined;
  let observer: { outcomes: Outcome[]; stop(): Promise<void> };

  beforeAll(async () => {
    env = await prepareServiceTestEnv({ ...NOTIFICATIONS_TEST_ENV, WHATSAPP_MAX_CONCURRENCY: '4' });
    fake = await startFakeWhatsAppCloudApi({ accessToken: TEST_ACCESS_TOKEN });
    observer = await observeOutcomes();
  });

  afterAll(async () => {
    await service?.close();
    await observer?.stop();
    await fake?.close();
    await env?.cleanup();
  });

  it('sends all 100 messages of 20 orders after it starts, none twice', async () => {
    const port = await freePort();
    // A first start creates the queue and its binding, and saves the settings; then it goes down.
    const first = await startTestNotifications(port);
    await first.configure(fake);
    await first.close();

    const bus = acquireSharedEventBus();
    const orders = Array.from({ length: 20 }, () => twoVendorOrder());
    try {
      for (const order of orders) await bus.publish(orderPlacedEvent(order));
    } finally {
      await releaseSharedEventBus(bus);
    }
    expect(fake.requests()).toEqual([]);

    service = await startTestNotifications(port);
    const ids = new Set(orders.map((order) => order.orderId));
    await waitFor(
      () => observer.outcomes.filter((outcome) => ids.has(outcome.orderId)).length === 20,
      30_000,
    );
    await service.settle();

    const messages = fake.messages();
    expect(messages).toHaveLength(100);
    expect(fake.requests()).toHaveLength(100);
    for (const order of orders) {
      // Every one of the five texts names the order; each went to a different number.
      const ofOrder = messages.filter((message) => message.text!.includes(order.orderId));
      expect(ofOrder).toHaveLength(5);
      expect(new Set(ofOrder.map((message) => message.to)).size).toBe(5);
      expect((await service.logOf(order.orderId)).map((row) => row.status)).toEqual(Array(5).fill('sent'));
    }
    expect(observer.outcomes.filter((outcome) => ids.has(outcome.orderId))).toEqual(
      expect.arrayContaining(
        orders.map((order) => ({
          orderId: order.orderId,
          consumerId: order.customer.id,
          sent: 5,
          total: 5,
          disabled: false,
        })),
      ),
    );
  });
});
