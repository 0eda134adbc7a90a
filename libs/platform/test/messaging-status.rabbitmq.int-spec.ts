import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RabbitMqEventBus } from '../src/messaging/index.js';
import { startMessagingStatusTestApp, type MessagingStatusTestApp } from './messaging-status-test-app.js';
import { eventually, testEvent } from './messaging-test-database.js';

describe('GET /internal/messaging-status on RabbitMQ', () => {
  let widgets: MessagingStatusTestApp;

  beforeAll(async () => {
    widgets = await startMessagingStatusTestApp({
      AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    });
  });

  afterAll(async () => {
    await widgets?.close();
  });

  it('counts 0 while the dead-letter queue was never declared, and the bus keeps publishing', async () => {
    expect(widgets.bus).toBeInstanceOf(RabbitMqEventBus);
    expect((await widgets.status()).body).toMatchObject({ service: 'widgets', deadLetters: 0 });
    // The 404 of checkQueue closed only the status channel.
    await expect(widgets.bus.publish(testEvent('widget.created'))).resolves.toBeUndefined();
    expect(widgets.bus.isHealthy()).toBe(true);
  });

  it("counts the messages parked in the service's *.dlq queue", async () => {
    await widgets.bus.subscribe({
      queue: 'widgets',
      events: ['widget.broken'],
      handler: async () => {
        throw new Error('widget table locked');
      },
      maxAttempts: 2,
    });
    for (let i = 0; i < 3; i++) await widgets.bus.publish(testEvent('widget.broken'));

    await eventually(async () => (await widgets.status()).body.deadLetters === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await widgets.status()).body.deadLetters).toBe(3);
  });
});
