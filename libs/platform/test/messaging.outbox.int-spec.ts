import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import {
  InProcessEventBus,
  InboxService,
  OutboxEntry,
  OutboxRelay,
  OutboxService,
  type EventBus,
} from '../src/messaging/index.js';
import {
  createMessagingTestDatabase,
  eventually,
  testEvent,
  type MessagingTestDatabase,
} from './messaging-test-database.js';

const quiet = () => ({ log: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() });

describe('transactional outbox and inbox on PostgreSQL', () => {
  let db: MessagingTestDatabase;
  let ds: DataSource;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    db = await createMessagingTestDatabase();
    ds = db.dataSource;
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await ds.query('DELETE FROM outbox');
    await ds.query('DELETE FROM inbox');
    await ds.query('DELETE FROM widgets');
  });

  afterAll(async () => {
    await db?.cleanup();
  });

  function startRelay(
    dataSource: DataSource,
    bus: EventBus,
    pollIntervalMs = 50,
    batchSize = 100,
  ): OutboxRelay {
    const relay = new OutboxRelay(dataSource, bus, { pollIntervalMs, batchSize, logger: quiet() });
    relay.start();
    cleanups.push(() => relay.stop());
    return relay;
  }

  it('creates the tables in the service schema reached through search_path', async () => {
    const tables: { table_name: string }[] = await ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [db.schema],
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['inbox', 'outbox']));
    const publicTables: unknown[] = await ds.query(
      `SELECT 1 FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('outbox', 'inbox')`,
    );
    expect(publicTables).toEqual([]);
  });

  it('writes the outbox row in the business transaction and rolls it back with it', async () => {
    const outbox = new OutboxService();
    const kept = testEvent('widget.created', { name: 'kept' });
    await ds.transaction(async (manager) => {
      await manager.query(`INSERT INTO widgets (id, name) VALUES ($1, 'kept')`, [crypto.randomUUID()]);
      await outbox.add(manager, kept);
    });
    const lost = testEvent('widget.created', { name: 'lost' });
    await expect(
      ds.transaction(async (manager) => {
        await manager.query(`INSERT INTO widgets (id, name) VALUES ($1, 'lost')`, [crypto.randomUUID()]);
        await outbox.add(manager, lost);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');

    const widgets: { name: string }[] = await ds.query('SELECT name FROM widgets');
    expect(widgets.map((w) => w.name)).toEqual(['kept']);
    const rows = await ds.getRepository(OutboxEntry).find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: kept.id,
      name: 'widget.created',
      payload: kept,
      publishedAt: null,
      attempts: 0,
    });
  });

  it('relays a committed event to a subscriber exactly once and marks it published', async () => {
    const bus = new InProcessEventBus({ logger: quiet() });
    cleanups.push(() => bus.close());
    const received: EventEnvelope[] = [];
    await bus.subscribe({
      queue: 'catalog',
      events: ['widget.created'],
      handler: async (e) => void received.push(e),
    });
    startRelay(ds, bus);

    const event = testEvent('widget.created', { name: 'bolt', price: 1200 });
    await ds.transaction((manager) => new OutboxService().add(manager, event));

    await eventually(() => received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // several more polls
    expect(received).toEqual([event]);
    const [row] = await ds.getRepository(OutboxEntry).find();
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  });

  it('kicks the relay right after the commit instead of waiting for the next poll', async () => {
    const bus = new InProcessEventBus({ logger: quiet() });
    cleanups.push(() => bus.close());
    const received: string[] = [];
    await bus.subscribe({
      queue: 'orders',
      events: ['widget.created'],
      handler: async (e) => void received.push(e.id),
    });
    const relay = startRelay(ds, bus, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the start-up round is over
    const outbox = new OutboxService(() => relay.kick());

    const event = testEvent('widget.created');
    let seenBeforeCommit = false;
    const committedAt = await ds.transaction(async (manager) => {
      await outbox.add(manager, event);
      await new Promise((resolve) => setTimeout(resolve, 100));
      seenBeforeCommit = received.length > 0;
      return Date.now();
    });
    await eventually(() => received.length === 1, 2_000);
    expect(seenBeforeCommit).toBe(false);
    expect(Date.now() - committedAt).toBeLessThan(1_000);
  });

  it('leaves events in the outbox while publishing fails, then publishes them', async () => {
    const inner = new InProcessEventBus({ logger: quiet() });
    cleanups.push(() => inner.close());
    let brokerUp = false;
    const flaky: EventBus = {
      publish: (event) => (brokerUp ? inner.publish(event) : Promise.reject(new Error('broker unreachable'))),
      subscribe: (subscription) => inner.subscribe(subscription),
      // Connected, but every publish refused: the relay keeps trying (with backoff).
      isHealthy: () => true,
      close: () => inner.close(),
    };
    const received: string[] = [];
    await inner.subscribe({
      queue: 'analytics',
      events: ['widget.created'],
      handler: async (e) => void received.push(e.id),
    });
    startRelay(ds, flaky);

    const events = [testEvent('widget.created'), testEvent('widget.created')];
    await ds.transaction((manager) => new OutboxService().add(manager, events));
    await eventually(async () => {
      const rows = await ds.getRepository(OutboxEntry).find();
      return rows.every((row) => row.attempts >= 2);
    });
    const waiting = await ds.getRepository(OutboxEntry).find();
    expect(waiting.every((row) => row.publishedAt === null && row.lastError === 'broker unreachable')).toBe(
      true,
    );
    expect(received).toEqual([]);

    brokerUp = true;
    await eventually(() => received.length === 2);
    expect(received.sort()).toEqual(events.map((e) => e.id).sort());
    // The handler can run before the relay's transaction that marks the rows published has committed.
    await eventually(async () =>
      (await ds.getRepository(OutboxEntry).find()).every((row) => row.publishedAt !== null),
    );
  });

  it('backs off while publishing fails: a 20 s outage with a commit every 100 ms costs each row tens of attempts, then all drain', async () => {
    const inner = new InProcessEventBus({ logger: quiet() });
    cleanups.push(() => inner.close());
    let brokerUp = false;
    let publishCalls = 0;
    const refusing: EventBus = {
      publish: (event) => {
        publishCalls++;
        return brokerUp ? inner.publish(event) : Promise.reject(new Error('broker unreachable'));
      },
      subscribe: (subscription) => inner.subscribe(subscription),
      isHealthy: () => true,
      close: () => inner.close(),
    };
    const received = new Set<string>();
    await inner.subscribe({
      queue: 'analytics',
      events: ['widget.created'],
      handler: async (e) => void received.add(e.id),
    });
    const waits: number[] = [];
    const relay = new OutboxRelay(ds, refusing, {
      logger: quiet(),
      observer: { published: () => undefined, relayWaiting: (seconds) => void waits.push(seconds) },
    });
    relay.start();
    cleanups.push(() => relay.stop());

    // Checkouts go on during the outage: each commit kicks the relay, as the services do.
    const ids: string[] = [];
    const outageEnds = Date.now() + 20_000;
    while (Date.now() < outageEnds) {
      const event = testEvent('widget.created');
      ids.push(event.id);
      await ds.transaction((manager) => new OutboxService().add(manager, event));
      relay.kick();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [{ most }] = await ds.query(`SELECT max(attempts)::int AS most FROM outbox`);
    // Once per commit would be ~200 attempts for the first row (and ~1,000 at the services' pace).
    expect(most).toBeGreaterThanOrEqual(3);
    expect(most).toBeLessThanOrEqual(30);
    expect(publishCalls).toBeLessThan(ids.length * 30);
    // The metrics show the wait growing, capped at 15 s.
    expect(Math.max(...waits)).toBeGreaterThan(2);
    expect(Math.max(...waits)).toBeLessThanOrEqual(15);

    brokerUp = true;
    await eventually(() => received.size === ids.length, 20_000);
    await eventually(async () => {
      const [{ waiting }] = await ds.query(
        `SELECT count(*)::int AS waiting FROM outbox WHERE published_at IS NULL`,
      );
      return waiting === 0;
    });
    expect(waits.at(-1)).toBe(0);
  }, 60_000);

  it('starts no round while the bus knows its connection is down, and publishes at once when it is back', async () => {
    const inner = new InProcessEventBus({ logger: quiet() });
    cleanups.push(() => inner.close());
    let connected = false;
    let publishCalls = 0;
    const disconnected: EventBus = {
      publish: (event) => {
        publishCalls++;
        return connected ? inner.publish(event) : Promise.reject(new Error('connection closed'));
      },
      subscribe: (subscription) => inner.subscribe(subscription),
      isHealthy: () => connected,
      close: () => inner.close(),
    };
    const received: string[] = [];
    await inner.subscribe({
      queue: 'analytics',
      events: ['widget.created'],
      handler: async (e) => void received.push(e.id),
    });
    const relay = startRelay(ds, disconnected);
    for (let i = 0; i < 10; i++) {
      await ds.transaction((manager) => new OutboxService().add(manager, testEvent('widget.created')));
      relay.kick();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(publishCalls).toBe(0);

    connected = true;
    const reconnectedAt = Date.now();
    await eventually(() => received.length === 10, 5_000);
    // The next poll (every 50 ms here) goes at once, without waiting out a backoff.
    expect(Date.now() - reconnectedAt).toBeLessThan(1_000);
  });

  it('gives up on a publish that is never confirmed, so the round ends and its rows are retried', async () => {
    const silent: EventBus = {
      publish: () => new Promise<void>(() => undefined),
      subscribe: async () => undefined,
      isHealthy: () => true,
      close: async () => undefined,
    };
    const outcomes: string[] = [];
    const relay = new OutboxRelay(ds, silent, {
      publishTimeoutMs: 100,
      logger: quiet(),
      observer: { published: (name, outcome) => void outcomes.push(`${name} ${outcome}`) },
    });
    await ds.transaction((manager) => new OutboxService().add(manager, testEvent('widget.created')));
    expect(await relay.relayOnce()).toBe(0);
    const [row] = await ds.getRepository(OutboxEntry).find();
    expect(row).toMatchObject({ publishedAt: null, attempts: 1, lastError: 'Publish not confirmed in time' });
    // The service's metrics count it as a failed publish.
    expect(outcomes).toEqual(['widget.created failed']);
  });

  it('lets two relays (two service instances) publish 200 events with no duplicates', async () => {
    const bus = new InProcessEventBus({ logger: quiet() });
    cleanups.push(() => bus.close());
    const counts = new Map<string, number>();
    await bus.subscribe({
      queue: 'notifications',
      events: ['widget.created'],
      handler: async (e) => void counts.set(e.id, (counts.get(e.id) ?? 0) + 1),
    });
    const ids: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const events = Array.from({ length: 20 }, () => testEvent('widget.created'));
      ids.push(...events.map((e) => e.id));
      await ds.transaction((manager) => new OutboxService().add(manager, events));
    }
    const secondInstance = await db.openDataSource();
    const relays = [startRelay(ds, bus, 5, 7), startRelay(secondInstance, bus, 5, 7)];
    relays.forEach((relay) => relay.kick());

    await eventually(() => counts.size === 200, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bus.whenIdle();
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const [{ unpublished }] = await ds.query(
      `SELECT count(*)::int AS unpublished FROM outbox WHERE published_at IS NULL`,
    );
    expect(unpublished).toBe(0);
    const [{ maxAttempts }] = await ds.query(`SELECT max(attempts)::int AS "maxAttempts" FROM outbox`);
    expect(maxAttempts).toBe(1);
  });

  it('inbox: runs the handler once per event and consumer, in one transaction with its effect', async () => {
    const inbox = new InboxService(ds);
    const event = testEvent('user.registered');
    const effect = async (manager: EntityManager) => {
      await manager.query(`INSERT INTO widgets (id, name) VALUES ($1, 'projection')`, [crypto.randomUUID()]);
    };
    expect(await inbox.handleOnce(event, 'catalog.vendors', effect)).toBe(true);
    const redelivered = jest.fn(effect);
    expect(await inbox.handleOnce({ ...event }, 'catalog.vendors', redelivered)).toBe(false);
    expect(redelivered).not.toHaveBeenCalled();
    // Another consumer of the same service handles it on its own.
    expect(await inbox.handleOnce(event, 'catalog.search', effect)).toBe(true);
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM widgets`);
    expect(count).toBe(2);
    expect(await inbox.hasHandled(event.id, 'catalog.vendors')).toBe(true);
  });

  it('inbox: a failed handler leaves no trace, so the redelivery runs it again', async () => {
    const inbox = new InboxService(ds);
    const event = testEvent('order.placed');
    await expect(
      inbox.handleOnce(event, 'notifications', async (manager) => {
        await manager.query(`INSERT INTO widgets (id, name) VALUES ($1, 'half')`, [crypto.randomUUID()]);
        throw new Error('mail server down');
      }),
    ).rejects.toThrow('mail server down');
    expect(await inbox.hasHandled(event.id, 'notifications')).toBe(false);
    expect(await ds.query(`SELECT * FROM widgets`)).toEqual([]);
    expect(await inbox.handleOnce(event, 'notifications', async () => undefined)).toBe(true);
  });

  it('inbox: two concurrent deliveries of one event run the handler once', async () => {
    const inbox = new InboxService(ds);
    const event = testEvent('order.placed');
    let runs = 0;
    const slow = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const results = await Promise.all([
      inbox.handleOnce(event, 'analytics', slow),
      inbox.handleOnce(event, 'analytics', slow),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(runs).toBe(1);
  });
});
