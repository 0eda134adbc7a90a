import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventEnvelope, Role } from '@ihe/contracts';
import { EVENT_BUS, InboxService, type EventBus } from '@ihe/platform';
import { freePort, jsonRequest, signTestAccessToken, waitFor, type JsonAnswer } from '@ihe/platform/testing';
import { EventConsumerService } from '../src/event-log/event-consumer.service.js';
import { RebuildService } from '../src/event-log/rebuild.service.js';
import { startAnalytics } from '../src/start-analytics.js';

export interface TestAnalytics {
  app: INestApplication;
  url: string;
  db: DataSource;
  bus: EventBus;
  /** The same consumer the bus handlers call (inbox, event log, projections), without the transport. */
  consumer: EventConsumerService;
  rebuild: RebuildService;
  call<T = Record<string, unknown>>(method: string, path: string, token?: string): Promise<JsonAnswer<T>>;
  raw(path: string, token?: string): Promise<Response>;
  tokenFor(role: Role, sub?: string): Promise<string>;
  /** Publishes events on the bus and waits until the service handled each (or found it handled before). */
  deliver(...events: EventEnvelope[]): Promise<void>;
  close(): Promise<void>;
}

/** Starts analytics on a free port in this process (environment prepared by prepareServiceTestEnv). */
export async function startTestAnalytics(): Promise<TestAnalytics> {
  const port = await freePort();
  process.env.ANALYTICS_PORT = String(port);
  const app = await startAnalytics();
  const url = `http://127.0.0.1:${port}`;
  const bus = app.get<EventBus>(EVENT_BUS);
  const inbox = app.get(InboxService);
  const settled = new Map<string, number>();
  const handleOnce = inbox.handleOnce.bind(inbox);
  inbox.handleOnce = async (event, consumer, fn) => {
    try {
      return await handleOnce(event, consumer, fn);
    } finally {
      settled.set(event.id, (settled.get(event.id) ?? 0) + 1);
    }
  };
  return {
    app,
    url,
    db: app.get(DataSource),
    bus,
    consumer: app.get(EventConsumerService),
    rebuild: app.get(RebuildService),
    call: (method, path, token) => jsonRequest(url, method, path, { token }),
    raw: (path, token) =>
      fetch(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
    tokenFor: (role, sub = randomUUID()) => signTestAccessToken({ sub, role }),
    async deliver(...events) {
      const before = events.map((event) => settled.get(event.id) ?? 0);
      for (const event of events) await bus.publish(event);
      await waitFor(() => events.every((event, i) => (settled.get(event.id) ?? 0) > before[i]));
    },
    close: () => app.close(),
  };
}

/** Empties everything analytics keeps (between property runs). */
export async function resetAnalytics(db: DataSource): Promise<void> {
  await db.query(`TRUNCATE event_log, inbox, ledger_entries, daily_financials, placed_orders, cancelled_parts,
    users, user_totals, products, activity, notification_outcomes`);
}
