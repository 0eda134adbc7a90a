import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type Channel, type ChannelModel } from 'amqplib';
import type { EventEnvelope } from '@ihe/contracts';
import { RabbitMqEventBus, rabbitMqNames } from '@ihe/platform';
import { waitFor } from '@ihe/platform/testing';
import { runDlqCommand } from '../src/dlq/dlq-cli.js';

const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const BUS_NAMESPACE = `dlqtest${randomBytes(4).toString('hex')}`;
const names = rabbitMqNames(BUS_NAMESPACE);
const ordersQueue = names.queue('orders');
const ordersDlq = names.deadLetterQueue(ordersQueue);

const event = (name: string): EventEnvelope => ({
  id: randomUUID(),
  name,
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: randomUUID(),
  payload: { orderId: randomUUID() },
});

/** Runs `npm run dlq -- <args>` in-process against this file's namespace; its lines and exit code. */
async function dlq(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDlqCommand(
    args,
    { AMQP_URL, BUS_NAMESPACE },
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}

describe('npm run dlq against RabbitMQ', () => {
  let bus: RabbitMqEventBus;
  let admin: ChannelModel;
  let channel: Channel;
  let healthy = false;
  const received: string[] = [];
  const first = event('order.placed');
  const second = event('order.cancelled');

  const parkedCount = async () => (await channel.checkQueue(ordersDlq)).messageCount;

  beforeAll(async () => {
    admin = await connect(AMQP_URL);
    channel = await admin.createChannel();
    bus = new RabbitMqEventBus({
      url: AMQP_URL,
      namespace: BUS_NAMESPACE,
      retry: { baseMs: 20, maxMs: 50 },
      logger: { log: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() },
    });
    // The orders consumer rejects every event until it is "fixed".
    await bus.subscribe({
      queue: 'orders',
      events: ['order.placed', 'order.cancelled'],
      maxAttempts: 3,
      handler: async (e) => {
        if (!healthy) throw new Error('stock table locked');
        received.push(e.id);
      },
    });
    await bus.publish(first);
    await bus.publish(second);
    await waitFor(async () => (await parkedCount()) === 2);
  });

  afterAll(async () => {
    await bus?.close();
    for (const queue of [ordersQueue, names.retryQueue(ordersQueue), ordersDlq])
      await channel.deleteQueue(queue);
    await channel.deleteExchange(names.exchange);
    await admin?.close();
  });

  it('lists each parked message with its queue, id, event type, first failure time, attempts and error', async () => {
    const { code, out } = await dlq('list');
    expect(code).toBe(0);
    const lines = out.slice(0, -1).map((line) => line.split('  '));
    expect(lines).toEqual([
      [
        ordersDlq,
        first.id,
        'order.placed',
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        'attempts 3',
        'stock table locked',
      ],
      [
        ordersDlq,
        second.id,
        'order.cancelled',
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        'attempts 3',
        'stock table locked',
      ],
    ]);
    expect(out.at(-1)).toBe('2 parked message(s) in 1 dead-letter queue(s)');
    // Listing leaves them parked.
    expect(await parkedCount()).toBe(2);
    expect((await dlq('list', '--queue', 'orders')).out).toHaveLength(3);
  });

  it('replays one message by id to its queue, where the fixed consumer gets it once', async () => {
    healthy = true;
    const { code, out } = await dlq('replay', first.id);
    expect(code).toBe(0);
    expect(out).toEqual([
      expect.stringContaining(`replayed to ${ordersQueue}: ${ordersDlq}  ${first.id}`),
      '1 message(s) replayed',
    ]);
    await waitFor(() => received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([first.id]);
    expect(await parkedCount()).toBe(1);
    expect((await dlq('list')).out[0]).toContain(second.id);
  });

  it('replays all the rest, leaving the dead-letter queue empty', async () => {
    const { code, out } = await dlq('replay', '--all', '--queue', ordersDlq);
    expect(code).toBe(0);
    expect(out.at(-1)).toBe('1 message(s) replayed');
    await waitFor(() => received.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([first.id, second.id]);
    expect(await parkedCount()).toBe(0);
    expect((await dlq('list')).out).toEqual(['0 parked message(s) in 1 dead-letter queue(s)']);
  });

  it('refuses unknown ids, queues and arguments with a clear message', async () => {
    const unknown = randomUUID();
    expect(await dlq('replay', unknown)).toMatchObject({
      code: 1,
      err: [`No parked message with id ${unknown}.`],
    });
    expect(await dlq('list', '--queue', 'nowhere')).toMatchObject({
      code: 1,
      err: [`No queue ${BUS_NAMESPACE}.nowhere.dlq on the broker.`],
    });
    const noSelection = await dlq('replay');
    expect(noSelection.code).toBe(2);
    expect(noSelection.err[0]).toMatch(/^replay takes either --all or one message id\nUsage: npm run dlq/);
    expect((await dlq('drop')).err[0]).toMatch(/^Unknown command: drop/);
  });
});
