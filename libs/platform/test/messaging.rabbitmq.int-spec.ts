import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { connect, type Channel, type ChannelModel, type GetMessage } from 'amqplib';
import type { EventEnvelope } from '@ihe/contracts';
import {
  ATTEMPTS_HEADER,
  ERROR_HEADER,
  InboxService,
  OutboxRelay,
  OutboxService,
  RabbitMqEventBus,
  rabbitMqNames,
  type RabbitMqEventBusOptions,
} from '../src/messaging/index.js';
import {
  createMessagingTestDatabase,
  eventually,
  testEvent,
  type MessagingTestDatabase,
} from './messaging-test-database.js';
import { TcpProxy } from '../src/testing/tcp-proxy.js';

const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const namespace = `msgtest${randomBytes(4).toString('hex')}`;
const names = rabbitMqNames(namespace);
const quiet = () => ({ log: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() });

describe('RabbitMqEventBus against RabbitMQ', () => {
  let admin: ChannelModel;
  let channel: Channel;
  const buses: RabbitMqEventBus[] = [];
  const queues = new Set<string>();

  function newBus(options: Partial<RabbitMqEventBusOptions> = {}): RabbitMqEventBus {
    const bus = new RabbitMqEventBus({
      url: AMQP_URL,
      namespace,
      logger: quiet(),
      retry: { baseMs: 50, maxMs: 200 },
      ...options,
    });
    buses.push(bus);
    return bus;
  }

  function useQueue(service: string): string {
    const queue = names.queue(service);
    [queue, names.retryQueue(queue), names.deadLetterQueue(queue)].forEach((q) => queues.add(q));
    return queue;
  }

  async function getOne(queue: string): Promise<GetMessage> {
    let message: GetMessage | false = false;
    await eventually(async () => (message = await channel.get(queue, { noAck: true })) !== false);
    return message as unknown as GetMessage;
  }

  beforeAll(async () => {
    admin = await connect(AMQP_URL);
    channel = await admin.createChannel();
  });

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  afterAll(async () => {
    for (const queue of queues) await channel.deleteQueue(queue);
    await channel.deleteExchange(names.exchange);
    await admin.close();
  });

  it('publishes persistent, confirmed JSON and acks after the handler resolved', async () => {
    const queue = useQueue('alpha');
    const bus = newBus();
    const received: EventEnvelope[] = [];
    await bus.subscribe({
      queue: 'alpha',
      events: ['thing.happened'],
      handler: async (e) => void received.push(e),
    });
    const inspect = useQueue('inspect');
    await channel.assertQueue(inspect, { durable: true });
    await channel.bindQueue(inspect, names.exchange, 'thing.happened');

    const event = testEvent('thing.happened', { n: 42 });
    await bus.publish(event);
    await eventually(() => received.length === 1);
    expect(received).toEqual([event]);
    expect(bus.isHealthy()).toBe(true);

    const copy = await getOne(inspect);
    expect(copy.properties).toMatchObject({
      messageId: event.id,
      contentType: 'application/json',
      deliveryMode: 2,
    });
    expect(copy.fields.routingKey).toBe('thing.happened');
    expect(JSON.parse(copy.content.toString())).toEqual(event);

    await bus.close(); // unacked messages would return to the queue now
    expect((await channel.checkQueue(queue)).messageCount).toBe(0);

    // A new process redeclares the same queues with the same arguments: no 406.
    const again = newBus();
    await expect(
      again.subscribe({ queue: 'alpha', events: ['thing.happened'], handler: async () => undefined }),
    ).resolves.toBeUndefined();
  });

  it('in a throwaway namespace, leaves nothing on the broker once its queues sit unused', async () => {
    const throwaway = rabbitMqNames(`${namespace}x`);
    const bus = new RabbitMqEventBus({
      url: AMQP_URL,
      namespace: `${namespace}x`,
      logger: quiet(),
      idleQueueExpiryMs: 1_000,
    });
    await bus.subscribe({ queue: 'brief', events: ['thing.happened'], handler: async () => undefined });
    await bus.publish(testEvent('thing.happened', { n: 1 }));
    await bus.close();
    const queue = throwaway.queue('brief');
    const exists = async (check: (probe: Channel) => Promise<unknown>) => {
      const probe = await admin.createChannel();
      probe.on('error', () => undefined); // a 404 closes the probe channel
      try {
        await check(probe);
        await probe.close();
        return true;
      } catch {
        return false;
      }
    };
    expect(await exists((probe) => probe.checkQueue(queue))).toBe(true);
    // Looking renews a queue's lease (a passive declare): look only after the expiry has passed.
    let gone = false;
    for (let look = 0; look < 5 && !gone; look++) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      gone =
        !(await exists((probe) => probe.checkQueue(queue))) &&
        !(await exists((probe) => probe.checkQueue(throwaway.retryQueue(queue)))) &&
        !(await exists((probe) => probe.checkQueue(throwaway.deadLetterQueue(queue)))) &&
        !(await exists((probe) => probe.checkExchange(throwaway.exchange)));
    }
    expect(gone).toBe(true);
  }, 20_000);

  it('treats an event no queue is bound to as published', async () => {
    const bus = newBus();
    await expect(bus.publish(testEvent('nobody.listens'))).resolves.toBeUndefined();
  });

  it('delivers one event to every queue bound to its name', async () => {
    useQueue('beta-one');
    useQueue('beta-two');
    const bus = newBus();
    const seen: string[] = [];
    await bus.subscribe({
      queue: 'beta-one',
      events: ['user.registered'],
      handler: async (e) => void seen.push(`one ${e.id}`),
    });
    await bus.subscribe({
      queue: 'beta-two',
      events: ['user.registered'],
      handler: async (e) => void seen.push(`two ${e.id}`),
    });
    const event = testEvent('user.registered');
    await bus.publish(event);
    await eventually(() => seen.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.sort()).toEqual([`one ${event.id}`, `two ${event.id}`]);
  });

  it('retries a failing handler with backoff, then parks the event in <queue>.dlq with the error', async () => {
    const queue = useQueue('gamma');
    useQueue('gamma-ok');
    const bus = newBus();
    const attemptsAt: number[] = [];
    await bus.subscribe({
      queue: 'gamma',
      events: ['order.placed'],
      maxAttempts: 3,
      handler: async () => {
        attemptsAt.push(Date.now());
        throw new Error('stock service said no');
      },
    });
    const okSeen: string[] = [];
    await bus.subscribe({
      queue: 'gamma-ok',
      events: ['order.placed'],
      handler: async (e) => void okSeen.push(e.id),
    });

    const event = testEvent('order.placed', { orderId: 'o-1' });
    await bus.publish(event);
    const parked = await getOne(names.deadLetterQueue(queue));

    expect(attemptsAt).toHaveLength(3);
    expect(attemptsAt[1] - attemptsAt[0]).toBeGreaterThanOrEqual(45);
    expect(attemptsAt[2] - attemptsAt[1]).toBeGreaterThanOrEqual(95);
    expect(JSON.parse(parked.content.toString())).toEqual(event);
    expect(parked.properties.messageId).toBe(event.id);
    expect(parked.properties.headers).toMatchObject({
      [ERROR_HEADER]: 'stock service said no',
      [ATTEMPTS_HEADER]: 3,
    });
    // The retries went back to this queue only, not through the exchange to the other one.
    expect(okSeen).toEqual([event.id]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attemptsAt).toHaveLength(3);
    expect((await channel.checkQueue(queue)).messageCount).toBe(0);
    expect((await channel.checkQueue(names.retryQueue(queue))).messageCount).toBe(0);
  });

  it('re-attaches a consumer whose queue was deleted under it', async () => {
    const queue = useQueue('epsilon');
    const bus = newBus({ reconnect: { baseMs: 50, maxMs: 200 } });
    const seen: string[] = [];
    await bus.subscribe({
      queue: 'epsilon',
      events: ['thing.moved'],
      handler: async (e) => void seen.push(e.id),
    });
    await channel.deleteQueue(queue);

    const event = testEvent('thing.moved');
    await eventually(async () => {
      await bus.publish(event); // lost while the queue is missing; delivered once it is declared again
      return seen.includes(event.id);
    });
    expect(bus.isHealthy()).toBe(true);
  });

  it('gives every bus (gateway replica) its own transient copy of each event, kept nowhere after', async () => {
    const durable = useQueue('zeta');
    const replicas = [newBus(), newBus()];
    const live: string[][] = [[], []];
    const shared: string[] = [];
    for (const [i, bus] of replicas.entries()) {
      await bus.subscribe({
        queue: 'gateway-live',
        transient: true,
        events: ['order.status-changed'],
        handler: async (e) => {
          if ((e.payload as { fail?: boolean }).fail) throw new Error('browser gone');
          live[i].push(e.id);
        },
      });
      // The same durable queue on both: its events are shared out, not copied.
      await bus.subscribe({
        queue: 'zeta',
        events: ['order.status-changed'],
        handler: async (e) => void shared.push(e.id),
      });
    }
    const failing = testEvent('order.status-changed', { fail: true });
    const events = [failing, ...Array.from({ length: 3 }, () => testEvent('order.status-changed'))];
    for (const event of events) await replicas[0].publish(event);
    const ids = events.slice(1).map((e) => e.id);
    await eventually(() => live.every((seen) => seen.length === 3) && shared.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live).toEqual([ids, ids]);
    expect(shared.sort()).toEqual(events.map((e) => e.id).sort());
    // The failed live update was dropped, not retried or parked; the durable queue has no retry traffic.
    expect((await channel.checkQueue(names.deadLetterQueue(durable))).messageCount).toBe(0);

    await replicas[1].close();
    const later = testEvent('order.status-changed');
    await replicas[0].publish(later);
    await eventually(() => live[0].length === 4);
    const again = newBus();
    const seenAgain: string[] = [];
    await again.subscribe({
      queue: 'gateway-live',
      transient: true,
      events: ['order.status-changed'],
      handler: async (e) => void seenAgain.push(e.id),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seenAgain).toEqual([]); // nothing was kept for the closed replica
    expect(live[1]).toEqual(ids);
  });

  describe('broker outage', () => {
    let db: MessagingTestDatabase;
    let proxy: TcpProxy;

    beforeAll(async () => {
      db = await createMessagingTestDatabase();
      proxy = new TcpProxy(new URL(AMQP_URL));
      await proxy.start();
    });

    afterAll(async () => {
      await proxy?.cut();
      await db?.cleanup();
    });

    // At least once on the wire, once in effect: a confirm or an ack in flight when the connection drops
    // makes the relay republish or the broker redeliver, and the consumer's inbox absorbs that.
    it('keeps events in the outbox while RabbitMQ is unreachable, delivers each after, and each takes effect once', async () => {
      useQueue('delta');
      const bus = newBus({ url: proxy.url, reconnect: { baseMs: 50, maxMs: 300 } });
      const inbox = new InboxService(db.dataSource);
      const deliveries = new Map<string, number>();
      const effects = new Map<string, number>();
      const count = (counts: Map<string, number>, id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
      await bus.subscribe({
        queue: 'delta',
        events: ['widget.created'],
        handler: async (e) => {
          count(deliveries, e.id);
          await inbox.handleOnce(e, 'delta.widgets', async () => void count(effects, e.id));
        },
      });
      const relay = new OutboxRelay(db.dataSource, bus, { pollIntervalMs: 100, logger: quiet() });
      const outbox = new OutboxService(() => relay.kick());
      relay.start();
      const unpublished = async (): Promise<number> => {
        const [row] = await db.dataSource.query(
          `SELECT count(*)::int AS unpublished FROM outbox WHERE published_at IS NULL`,
        );
        return row.unpublished;
      };
      try {
        const before = Array.from({ length: 5 }, () => testEvent('widget.created'));
        await db.dataSource.transaction((manager) => outbox.add(manager, before));
        await eventually(async () => effects.size === 5 && (await unpublished()) === 0);

        await proxy.cut();
        await eventually(() => !bus.isHealthy());
        await expect(bus.publish(testEvent('widget.created'))).rejects.toThrow();

        const during = Array.from({ length: 20 }, () => testEvent('widget.created'));
        for (const event of during) await db.dataSource.transaction((manager) => outbox.add(manager, event));
        await new Promise((resolve) => setTimeout(resolve, 800));
        expect(effects.size).toBe(5);
        const waiting: { attempts: number; last_error: string | null }[] = await db.dataSource.query(
          `SELECT attempts, last_error FROM outbox WHERE published_at IS NULL`,
        );
        expect(waiting).toHaveLength(20);
        // The bus knows its connection is down: the relay starts no round (no attempt, however many commits).
        expect(waiting.every((row) => row.attempts === 0)).toBe(true);

        await proxy.start(); // the broker is back on the same address
        await eventually(() => effects.size === 25, 20_000);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(bus.isHealthy()).toBe(true);
        expect([...effects.keys()].sort()).toEqual([...before, ...during].map((e) => e.id).sort());
        expect([...effects.values()].every((times) => times === 1)).toBe(true);
        // Published after the outage, with no drop after it: each of these was sent and delivered once.
        expect(during.map((e) => deliveries.get(e.id))).toEqual(during.map(() => 1));
        expect(await unpublished()).toBe(0);
      } finally {
        await relay.stop();
      }
    });
  });
});
