import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { EventEnvelope } from '@ihe/contracts';
import {
  InProcessEventBus,
  resetSharedInProcessEventBus,
  sharedInProcessEventBus,
} from './in-process-event-bus.js';

const quietLogger = () => ({ error: jest.fn(), warn: jest.fn(), debug: jest.fn() });

function event(name: string, payload: unknown = {}): EventEnvelope {
  return {
    id: crypto.randomUUID(),
    name,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: crypto.randomUUID(),
    payload,
  };
}

describe('InProcessEventBus', () => {
  let bus: InProcessEventBus;

  afterEach(async () => {
    await bus?.close();
  });

  it('delivers an event to every queue bound to its name, asynchronously, as a copy', async () => {
    bus = new InProcessEventBus({ logger: quietLogger() });
    const catalog: EventEnvelope[] = [];
    const orders: EventEnvelope[] = [];
    const analytics: EventEnvelope[] = [];
    await bus.subscribe({
      queue: 'catalog',
      events: ['user.registered'],
      handler: async (e) => void catalog.push(e),
    });
    await bus.subscribe({
      queue: 'orders',
      events: ['user.registered', 'product.created'],
      handler: async (e) => void orders.push(e),
    });
    await bus.subscribe({
      queue: 'analytics',
      events: ['order.placed'],
      handler: async (e) => void analytics.push(e),
    });

    const registered = event('user.registered', { userId: 'u1' });
    await bus.publish(registered);
    expect(catalog).toHaveLength(0); // publish only queues it

    await bus.whenIdle();
    expect(catalog).toEqual([registered]);
    expect(orders).toEqual([registered]);
    expect(analytics).toEqual([]);
    expect(catalog[0]).not.toBe(orders[0]);
    expect(catalog[0]).not.toBe(registered);
  });

  it('retries a failing handler with backoff and succeeds without dead-lettering', async () => {
    const logger = quietLogger();
    bus = new InProcessEventBus({ retry: { baseMs: 20, maxMs: 1000 }, logger });
    const attemptsAt: number[] = [];
    await bus.subscribe({
      queue: 'catalog',
      events: ['product.created'],
      handler: async () => {
        attemptsAt.push(Date.now());
        if (attemptsAt.length < 3) throw new Error('database busy');
      },
    });
    await bus.publish(event('product.created'));
    await bus.whenIdle();

    expect(attemptsAt).toHaveLength(3);
    expect(attemptsAt[1] - attemptsAt[0]).toBeGreaterThanOrEqual(18);
    expect(attemptsAt[2] - attemptsAt[1]).toBeGreaterThanOrEqual(38); // doubled
    expect(bus.deadLetters()).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('dead-letters an event after maxAttempts, keeps it inspectable and logs it', async () => {
    const logger = quietLogger();
    bus = new InProcessEventBus({ retry: { baseMs: 5, maxMs: 20 }, logger });
    const handler = jest.fn(async (_e: EventEnvelope) => {
      throw new Error('vendor not found');
    });
    const ok = jest.fn(async (_e: EventEnvelope) => undefined);
    await bus.subscribe({ queue: 'verification', events: ['vendor.registered'], handler, maxAttempts: 3 });
    await bus.subscribe({ queue: 'analytics', events: ['vendor.registered'], handler: ok });

    const registered = event('vendor.registered', { vendorId: 'v1' });
    await bus.publish(registered);
    await bus.whenIdle();

    expect(handler).toHaveBeenCalledTimes(3);
    expect(ok).toHaveBeenCalledTimes(1); // another queue's failure does not affect this one
    expect(bus.deadLetters()).toEqual([
      expect.objectContaining({
        queue: 'verification',
        event: registered,
        error: 'vendor not found',
        attempts: 3,
      }),
    ]);
    expect(bus.deadLetters('analytics')).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('dead-lettered'));
  });

  it('keeps events for a queue without a consumer and hands them to the next one', async () => {
    bus = new InProcessEventBus({ logger: quietLogger() });
    const first: string[] = [];
    await bus.subscribe({
      queue: 'orders',
      events: ['product.updated'],
      handler: async (e) => void first.push(e.id),
    });
    await bus.unsubscribe('orders');
    const waiting = event('product.updated');
    await bus.publish(waiting);
    await bus.whenIdle();
    expect(first).toEqual([]);

    const second: string[] = [];
    await bus.subscribe({
      queue: 'orders',
      events: ['product.updated'],
      handler: async (e) => void second.push(e.id),
    });
    await bus.whenIdle();
    expect(second).toEqual([waiting.id]);
  });

  it('runs handlers of one queue concurrently up to its limit', async () => {
    bus = new InProcessEventBus({ concurrency: 2, logger: quietLogger() });
    let running = 0;
    let peak = 0;
    await bus.subscribe({
      queue: 'notifications',
      events: ['order.placed'],
      handler: async () => {
        peak = Math.max(peak, ++running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
      },
    });
    for (let i = 0; i < 6; i++) await bus.publish(event('order.placed'));
    await bus.whenIdle();
    expect(peak).toBe(2);
  });

  it('gives a transient subscription every event like any queue, and drops it on unsubscribe', async () => {
    bus = new InProcessEventBus({ logger: quietLogger() });
    const durable: string[] = [];
    const live: string[] = [];
    await bus.subscribe({
      queue: 'analytics',
      events: ['order.status-changed'],
      handler: async (e) => void durable.push(e.id),
    });
    await bus.subscribe({
      queue: 'gateway-live-1',
      transient: true,
      events: ['order.status-changed'],
      handler: async (e) => void live.push(e.id),
    });
    const first = event('order.status-changed');
    await bus.publish(first);
    await bus.whenIdle();
    expect(live).toEqual([first.id]);
    expect(durable).toEqual([first.id]);

    await bus.unsubscribe('gateway-live-1');
    const second = event('order.status-changed');
    await bus.publish(second);
    await bus.whenIdle();
    // Nothing was kept for the transient queue: a new subscriber of that name starts empty.
    await bus.subscribe({
      queue: 'gateway-live-1',
      transient: true,
      events: ['order.status-changed'],
      handler: async (e) => void live.push(e.id),
    });
    await bus.whenIdle();
    expect(live).toEqual([first.id]);
    expect(durable).toEqual([first.id, second.id]);
  });

  it('rejects publishing after close', async () => {
    bus = new InProcessEventBus({ logger: quietLogger() });
    await bus.close();
    expect(bus.isHealthy()).toBe(false);
    await expect(bus.publish(event('user.registered'))).rejects.toThrow('closed');
  });
});

describe('sharedInProcessEventBus', () => {
  afterEach(() => resetSharedInProcessEventBus());

  it('is one bus per process until reset', async () => {
    const first = sharedInProcessEventBus();
    expect(sharedInProcessEventBus()).toBe(first);
    await resetSharedInProcessEventBus();
    expect(first.isHealthy()).toBe(false);
    expect(sharedInProcessEventBus()).not.toBe(first);
  });
});
