import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetSharedInProcessEventBus } from '../src/messaging/index.js';
import { startMessagingStatusTestApp, type MessagingStatusTestApp } from './messaging-status-test-app.js';
import { eventually, testEvent } from './messaging-test-database.js';

describe('GET /internal/messaging-status (in-process bus, real PostgreSQL)', () => {
  const savedAmqpUrl = process.env.AMQP_URL;
  let widgets: MessagingStatusTestApp;

  beforeAll(async () => {
    delete process.env.AMQP_URL; // RabbitMQ's dead-letter count has its own file
    widgets = await startMessagingStatusTestApp();
  });

  afterAll(async () => {
    await widgets?.close();
    await resetSharedInProcessEventBus();
    if (savedAmqpUrl !== undefined) process.env.AMQP_URL = savedAmqpUrl;
  });

  it('reports an empty outbox and no dead letters, without a token', async () => {
    expect(await widgets.status()).toMatchObject({
      status: 200,
      body: { service: 'widgets', outbox: { backlog: 0, oldestUnpublishedAgeSeconds: null }, deadLetters: 0 },
    });
  });

  it('counts the unpublished rows and the age of the oldest, ignoring published ones', async () => {
    await widgets.relay.stop(); // a stalled relay: nothing leaves the outbox
    const row = (ageSeconds: number, published: boolean) =>
      widgets.dataSource.query(
        `INSERT INTO outbox (id, name, payload, created_at, published_at)
         VALUES ($1, 'widget.created', '{}', now() - make_interval(secs => $2),
                 CASE WHEN $3 THEN now() END)`,
        [crypto.randomUUID(), ageSeconds, published],
      );
    await row(3600, true);
    await row(95, false);
    await row(30, false);
    await row(1, false);

    const { body } = await widgets.status();
    expect(body.outbox.backlog).toBe(3);
    expect(body.outbox.oldestUnpublishedAgeSeconds).toBeGreaterThanOrEqual(95);
    expect(body.outbox.oldestUnpublishedAgeSeconds).toBeLessThan(110);
  });

  it("counts the events dead-lettered in the service's own queue only", async () => {
    const failing = async () => {
      throw new Error('widget table locked');
    };
    await widgets.bus.subscribe({
      queue: 'widgets',
      events: ['widget.broken'],
      handler: failing,
      maxAttempts: 1,
    });
    await widgets.bus.subscribe({
      queue: 'gadgets',
      events: ['widget.broken'],
      handler: failing,
      maxAttempts: 1,
    });
    await widgets.bus.publish(testEvent('widget.broken'));
    await widgets.bus.publish(testEvent('widget.broken'));

    await eventually(async () => (await widgets.status()).body.deadLetters === 2);
    expect(await widgets.bus.deadLetterCount!('gadgets')).toBe(2);
    expect((await widgets.status()).body.deadLetters).toBe(2);
  });
});
