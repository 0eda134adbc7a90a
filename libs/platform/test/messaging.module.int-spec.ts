import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Global, Inject, Module, type INestApplication } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import { HttpErrorFilter } from '../src/errors/http-error.filter.js';
import {
  EVENT_BUS,
  EventBusTransport,
  InboxService,
  MessagingModule,
  OutboxRelay,
  OutboxService,
  acquireSharedEventBus,
  releaseSharedEventBus,
  resetSharedInProcessEventBus,
  sharedInProcessEventBus,
  type EventBus,
} from '../src/messaging/index.js';
import {
  createMessagingTestDatabase,
  eventually,
  testEvent,
  type MessagingTestDatabase,
} from './messaging-test-database.js';

let db: MessagingTestDatabase;

@Controller()
class WidgetProjectionController {
  constructor(@Inject(InboxService) private readonly inbox: InboxService) {}

  @EventPattern('widget.created')
  async onWidgetCreated(@Payload() event: EventEnvelope<{ name: string }>): Promise<void> {
    await this.inbox.handleOnce(event, 'projection', async (manager) => {
      await manager.query(`INSERT INTO widgets (id, name) VALUES ($1, $2)`, [
        event.id,
        `seen ${event.payload.name}`,
      ]);
    });
  }

  @EventPattern('widget.broken')
  async onWidgetBroken(@Payload() _event: EventEnvelope): Promise<void> {
    throw new Error('projection table missing');
  }
}

@Global()
@Module({ providers: [{ provide: DataSource, useFactory: () => db.dataSource }], exports: [DataSource] })
class TestDatabaseModule {}

@Module({
  imports: [
    TestDatabaseModule,
    MessagingModule.forService({ service: 'widgets', relay: { pollIntervalMs: 100 } }),
  ],
  controllers: [WidgetProjectionController],
})
class WidgetServiceModule {}

describe('MessagingModule in a service app (in-process bus)', () => {
  const savedAmqpUrl = process.env.AMQP_URL;
  let app: INestApplication;

  beforeAll(async () => {
    delete process.env.AMQP_URL; // this file checks the all-in-one wiring; RabbitMQ has its own file
    db = await createMessagingTestDatabase();
    app = await NestFactory.create(WidgetServiceModule, { logger: false });
    // As createServiceApp does: the app's global filter rethrows non-HTTP errors, keeping their message.
    app.useGlobalFilters(new HttpErrorFilter(app.get(HttpAdapterHost).httpAdapter));
    app.connectMicroservice(
      { strategy: new EventBusTransport(app.get<EventBus>(EVENT_BUS), 'widgets', { maxAttempts: 2 }) },
      { inheritAppConfig: true },
    );
    await app.startAllMicroservices();
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await resetSharedInProcessEventBus();
    await db?.cleanup();
    if (savedAmqpUrl !== undefined) process.env.AMQP_URL = savedAmqpUrl;
  });

  it('provides the process-wide in-process bus when AMQP_URL is unset', () => {
    expect(app.get(EVENT_BUS)).toBe(sharedInProcessEventBus());
    expect(app.get(OutboxRelay)).toBeInstanceOf(OutboxRelay);
    expect(acquireSharedEventBus({})).toBe(sharedInProcessEventBus());
  });

  it('carries an event from the outbox to an @EventPattern handler, once even if redelivered', async () => {
    const outbox = app.get(OutboxService);
    const event = testEvent('widget.created', { name: 'gear' });
    await db.dataSource.transaction((manager) => outbox.add(manager, event));

    await eventually(
      async () => (await db.dataSource.query(`SELECT 1 FROM widgets WHERE id = $1`, [event.id])).length === 1,
    );
    const bus = sharedInProcessEventBus();
    await bus.publish(event); // a redelivery
    await bus.whenIdle();
    const rows: { name: string }[] = await db.dataSource.query(`SELECT name FROM widgets WHERE id = $1`, [
      event.id,
    ]);
    expect(rows).toEqual([{ name: 'seen gear' }]);
  });

  it('dead-letters a failing handler with its original error message', async () => {
    const bus = sharedInProcessEventBus();
    const broken = testEvent('widget.broken');
    await bus.publish(broken);
    await eventually(() => bus.deadLetters('widgets').some((letter) => letter.event.id === broken.id));
    expect(bus.deadLetters('widgets')).toEqual([
      expect.objectContaining({ event: broken, error: 'projection table missing', attempts: 2 }),
    ]);
  });

  it('stops relaying when the app closes (events wait in the outbox)', async () => {
    const outbox = app.get(OutboxService);
    await app.close();
    const event = testEvent('widget.created', { name: 'late' });
    await db.dataSource.transaction((manager) => outbox.add(manager, event));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [row] = await db.dataSource.query(`SELECT published_at FROM outbox WHERE id = $1`, [event.id]);
    expect(row.published_at).toBeNull();
  });

  it('shares one RabbitMQ bus per URL and namespace, closed by its last user', async () => {
    const env = { AMQP_URL: 'amqp://guest:guest@127.0.0.1:1', BUS_NAMESPACE: 'never-connected' };
    const first = acquireSharedEventBus(env);
    const second = acquireSharedEventBus(env);
    expect(second).toBe(first);
    const other = acquireSharedEventBus({ ...env, BUS_NAMESPACE: 'other' });
    expect(other).not.toBe(first);
    await releaseSharedEventBus(other);
    await releaseSharedEventBus(first);
    await expect(first.publish(testEvent('x'))).rejects.toThrow(); // still open, but unreachable
    await releaseSharedEventBus(second);
    await expect(first.publish(testEvent('x'))).rejects.toThrow('closed');
  });
});
