import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Module, type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminOverview, EventEnvelope, HealthSignal } from '@ihe/contracts';
import {
  createServiceApp,
  EVENT_BUS,
  MessagingTables1730000000000,
  OutboxRelay,
  PlatformModule,
  type EventBus,
} from '@ihe/platform';
import { freePort, prepareServiceTestEnv, waitFor, type ServiceTestEnv } from '@ihe/platform/testing';
import { startTestAnalytics, type TestAnalytics } from './analytics-test-app.js';

/**
 * Another service as the platform builds every one (its own schema, outbox, bus and status route) on
 * ORDERS_PORT: analytics reads its /health and /internal/messaging-status over HTTP as in production.
 */
@Module({
  imports: [
    PlatformModule.forService({
      service: 'orders',
      database: { entities: [], migrations: [MessagingTables1730000000000] },
      messaging: true,
    }),
  ],
})
class OrdersPlatformModule {}

const event = (name: string): EventEnvelope => ({
  id: crypto.randomUUID(),
  name,
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: crypto.randomUUID(),
  payload: {},
});

describe('analytics: the health score reads each service’s messaging status', () => {
  let env: ServiceTestEnv;
  let orders: INestApplication;
  let analytics: TestAnalytics;
  let signals: HealthSignal[];
  let score: number;

  beforeAll(async () => {
    env = await prepareServiceTestEnv({ EVENT_RETRY_DELAY_MS: '20' });
    const port = await freePort();
    process.env.ORDERS_PORT = String(port);
    orders = await createServiceApp(OrdersPlatformModule, { service: 'orders', port });
    analytics = await startTestAnalytics();

    // orders' relay has stalled with two events written 3 minutes ago, and one of its events was dead-lettered.
    await orders.get(OutboxRelay).stop();
    for (const ageSeconds of [180, 170])
      await orders
        .get(DataSource)
        .query(
          `INSERT INTO outbox (id, name, payload, created_at) VALUES ($1, 'order.placed', '{}', now() - make_interval(secs => $2))`,
          [crypto.randomUUID(), ageSeconds],
        );
    const bus = orders.get<EventBus>(EVENT_BUS);
    await bus.subscribe({
      queue: 'orders',
      events: ['stock.broken'],
      maxAttempts: 1,
      handler: async () => {
        throw new Error('stock table locked');
      },
    });
    await bus.publish(event('stock.broken'));
    await waitFor(async () => (await bus.deadLetterCount!('orders')) === 1);

    const admin = await analytics.tokenFor('admin');
    const { body } = await analytics.call<AdminOverview>('GET', '/api/v1/admin/overview', admin);
    signals = body.healthSignals;
    score = body.systemHealthScore;
  });

  afterAll(async () => {
    await analytics?.close();
    await orders?.close();
    await env?.cleanup();
  });

  it('lowers the score for the lagging outbox, naming the service and the age', () => {
    const lag = signals.find((signal) => signal.name === 'outbox-lag');
    expect(lag).toMatchObject({ ok: false, penalty: 10 });
    expect(lag?.detail).toMatch(/^orders: oldest unpublished event 1[89]\d s old \(2 waiting\)$/);
  });

  it('counts the dead letters of the services that hold them', () => {
    expect(signals.find((signal) => signal.name === 'dead-letters')).toEqual({
      name: 'dead-letters',
      ok: false,
      penalty: 5,
      detail: '1 dead-lettered message(s): orders 1',
    });
  });

  it('penalises a service without a report once, by its /health signal', () => {
    expect(signals.find((signal) => signal.name === 'service:orders')).toMatchObject({
      ok: true,
      penalty: 0,
    });
    const down = signals.filter((signal) => signal.name.startsWith('service:') && !signal.ok);
    expect(down.map((signal) => signal.name).sort()).toEqual([
      'service:catalog',
      'service:identity',
      'service:notifications',
      'service:verification',
    ]);
    // 4 services down (15 each), the lagging outbox (10), one dead letter (5); no failed notifications.
    expect(score).toBe(100 - 60 - 10 - 5);
  });
});
