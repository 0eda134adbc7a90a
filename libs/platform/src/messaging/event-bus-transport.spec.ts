import 'reflect-metadata';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, EventPattern, Payload, RpcException } from '@nestjs/microservices';
import { throwError } from 'rxjs';
import type { EventEnvelope } from '@ihe/contracts';
import { InProcessEventBus } from './in-process-event-bus.js';
import { EventBusContext, EventBusTransport } from './event-bus-transport.js';

const seen: Array<{ handler: string; event: EventEnvelope; queue?: string }> = [];
let failuresLeft = 0;

@Controller()
class CatalogEventsController {
  @EventPattern<string>('user.registered')
  async onUserRegistered(@Payload() event: EventEnvelope, @Ctx() context: EventBusContext): Promise<void> {
    seen.push({ handler: 'names', event, queue: context.getQueue() });
  }

  @EventPattern('product.stock-changed')
  async onStockChanged(@Payload() event: EventEnvelope): Promise<void> {
    seen.push({ handler: 'stock', event });
    if (failuresLeft-- > 0) throw new Error('stock table locked');
  }

  @EventPattern('vendor.registered')
  async onVendorRegistered(@Payload() _event: EventEnvelope): Promise<void> {
    throw new RpcException('vendor profile missing');
  }

  @EventPattern('order.placed')
  onOrderPlaced(@Payload() _event: EventEnvelope) {
    return throwError(() => new RpcException('stream failed'));
  }
}

@Controller()
class SearchEventsController {
  @EventPattern('user.registered')
  async onUserRegistered(@Payload() event: EventEnvelope): Promise<void> {
    seen.push({ handler: 'search', event });
  }
}

@Module({ controllers: [CatalogEventsController, SearchEventsController] })
class CatalogEventsModule {}

function event(name: string): EventEnvelope {
  const id = crypto.randomUUID();
  return { id, name, version: 1, occurredAt: new Date().toISOString(), correlationId: id, payload: { n: 1 } };
}

describe('EventBusTransport', () => {
  let app: INestMicroservice | undefined;
  let bus: InProcessEventBus;
  const consumed: string[] = [];

  async function start(): Promise<void> {
    bus = new InProcessEventBus({
      retry: { baseMs: 5, maxMs: 20 },
      logger: { error: jest.fn(), warn: jest.fn(), debug: jest.fn() },
    });
    app = await NestFactory.createMicroservice(CatalogEventsModule, {
      strategy: new EventBusTransport(bus, 'catalog', {
        maxAttempts: 3,
        observer: { consumed: (name, outcome) => void consumed.push(`${name} ${outcome}`) },
      }),
      logger: false,
    });
    await app.listen();
  }

  afterEach(async () => {
    await app?.close();
    await bus.close();
    seen.length = 0;
    consumed.length = 0;
    failuresLeft = 0;
  });

  it('delivers events to every @EventPattern handler of the pattern, with the envelope and context', async () => {
    await start();
    const registered = event('user.registered');
    await bus.publish(registered);
    await bus.whenIdle();
    expect(seen.map((s) => s.handler).sort()).toEqual(['names', 'search']);
    expect(seen.find((s) => s.handler === 'names')).toEqual({
      handler: 'names',
      event: registered,
      queue: 'catalog',
    });
    expect(bus.deadLetters()).toEqual([]);
  });

  it('does not acknowledge a throwing handler: the bus retries it until it succeeds', async () => {
    await start();
    failuresLeft = 2;
    await bus.publish(event('product.stock-changed'));
    await bus.whenIdle();
    expect(seen.filter((s) => s.handler === 'stock')).toHaveLength(3);
    expect(bus.deadLetters()).toEqual([]);
    // Each attempt counts in the service's metrics: two failures, then the success.
    expect(consumed).toEqual([
      'product.stock-changed failed',
      'product.stock-changed failed',
      'product.stock-changed ok',
    ]);
  });

  it('dead-letters after maxAttempts with the error message (rejections and erroring streams)', async () => {
    await start();
    failuresLeft = 10;
    await bus.publish(event('vendor.registered'));
    await bus.publish(event('order.placed'));
    await bus.publish(event('product.stock-changed'));
    await bus.whenIdle();
    const letters = bus.deadLetters('catalog');
    expect(letters.map((l) => [l.event.name, l.error, l.attempts]).sort()).toEqual([
      ['order.placed', 'stream failed', 3],
      // A plain Error passes Nest's RPC exception filter, which hides its text (the app's global filter
      // can rethrow it instead: see messaging.module.int-spec); RpcException keeps its message.
      ['product.stock-changed', 'Internal server error', 3],
      ['vendor.registered', 'vendor profile missing', 3],
    ]);
  });

  it('stops consuming on close; the queue keeps later events for the next start', async () => {
    await start();
    await app!.close();
    app = undefined;
    const later = event('user.registered');
    await bus.publish(later);
    await bus.whenIdle();
    expect(seen).toEqual([]);

    app = await NestFactory.createMicroservice(CatalogEventsModule, {
      strategy: new EventBusTransport(bus, 'catalog'),
      logger: false,
    });
    await app.listen();
    await bus.whenIdle();
    expect(seen.map((s) => s.event.id)).toEqual([later.id, later.id]);
  });
});
