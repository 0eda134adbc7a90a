import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { OrderStatusChanged } from '@ihe/contracts';
import { createEventBusFromEnv, sharedInProcessEventBus, type EventBus } from '@ihe/platform';
import {
  freePort,
  prepareServiceTestEnv,
  signTestAccessToken,
  type ServiceTestEnv,
} from '@ihe/platform/testing';
import { startGateway } from '../src/start-gateway.js';
import { openStream, type OpenStream } from './sse-client.js';

/**
 * Two gateway replicas: a consumer's tabs may be connected to either, so each replica must get every
 * live event (its own transient queue), not a share of them (a queue the replicas compete on).
 * Runs on RabbitMQ when AMQP_URL is set, on the in-process bus otherwise.
 */
describe('gateway replicas: every replica sees every live event', () => {
  let env: ServiceTestEnv;
  const gateways: INestApplication[] = [];
  const bases: string[] = [];
  let publisher: EventBus;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    env = await prepareServiceTestEnv({ WEB_DIST_DIR: '/nonexistent' });
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      process.env.PORT = String(port);
      gateways.push(await startGateway());
      bases.push(`http://127.0.0.1:${port}`);
    }
    // orders' side of the bus: its own connection on RabbitMQ, the shared bus in-process.
    publisher = process.env.AMQP_URL ? createEventBusFromEnv() : sharedInProcessEventBus();
  });

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    for (const gateway of gateways) await gateway.close();
    if (process.env.AMQP_URL) await publisher?.close();
    await env?.cleanup();
  });

  it("delivers each of a consumer's order events to their streams on both replicas, and nobody else's", async () => {
    const buyer = randomUUID();
    const token = await signTestAccessToken({ sub: buyer, role: 'consumer' });
    const stranger = await signTestAccessToken({ sub: randomUUID(), role: 'consumer' });
    const tabs = await Promise.all(
      bases.map((base) => openStream(`${base}/api/v1/events/stream`, { authorization: `Bearer ${token}` })),
    );
    const elsewhere = await openStream(`${bases[1]}/api/v1/events/stream`, {
      authorization: `Bearer ${stranger}`,
    });
    streams.push(...tabs, elsewhere);
    for (const stream of [...tabs, elsewhere]) await stream.next((e) => e.event === 'ready');

    const orderIds = Array.from({ length: 6 }, () => randomUUID());
    for (const orderId of orderIds)
      await publisher.publish(
        OrderStatusChanged.create({
          orderId,
          consumerId: buyer,
          from: null,
          to: 'pending',
          by: buyer,
          vendorId: null,
          occurredAt: new Date().toISOString(),
          fulfilment: null,
          lines: [],
          vendorIds: [],
          customer: null,
        }),
      );
    for (const tab of tabs) {
      for (const orderId of orderIds)
        await tab.next((e) => (e.data as { orderId?: string }).orderId === orderId);
      expect(tab.events.filter((e) => e.event === 'order.status-changed')).toHaveLength(6);
    }
    expect(elsewhere.events.map((e) => e.event)).toEqual(['ready']);
  });
});
