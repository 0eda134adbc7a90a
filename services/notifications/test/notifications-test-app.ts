import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  NotificationOrderOutcome,
  type EventEnvelope,
  type PayloadOf,
  type Role,
  type UpdateWhatsAppConfigRequest,
} from '@ihe/contracts';
import {
  acquireSharedEventBus,
  EVENT_BUS,
  InboxService,
  releaseSharedEventBus,
  type EventBus,
} from '@ihe/platform';
import {
  freePort,
  jsonRequest,
  signTestAccessToken,
  sleep,
  waitFor as waitForCondition,
} from '@ihe/platform/testing';
import type { FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { startNotifications } from '../src/start-notifications.js';
import { ORDER_PLACED_CONSUMER } from '../src/order-notifications/order-placed.handler.js';
import { NotificationDispatcher } from '../src/sending/notification-dispatcher.js';

export const TEST_ACCESS_TOKEN = 'EAAGtestaccesstoken0123456789abcdef';
export const TEST_PHONE_ID = '109876543210987';
export const ADMIN_NUMBER = '+2348000000001';
export const COMPANY_NUMBER = '+2348000000002';
export const APP_SECRET = 'test-app-secret';
export const VERIFY_TOKEN = 'test-verify-token';
export const MAX_ATTEMPTS = 4;

/** Short retries and timeouts, known webhook secrets (prepareServiceTestEnv extras). */
export const NOTIFICATIONS_TEST_ENV: Record<string, string> = {
  WHATSAPP_RETRY_BASE_MS: '20',
  WHATSAPP_RETRY_MAX_MS: '80',
  WHATSAPP_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
  WHATSAPP_REQUEST_TIMEOUT_MS: '1500',
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  EVENT_RETRY_DELAY_MS: '50',
};

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export type Outcome = PayloadOf<typeof NotificationOrderOutcome>;

export interface TestNotifications {
  app: INestApplication;
  url: string;
  db: DataSource;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<ApiAnswer<T>>;
  tokenFor(role?: Role): Promise<string>;
  /** Saves settings through the admin API (default: enabled, pointing at `fake`). */
  configure(fake: FakeWhatsAppCloudApi, patch?: UpdateWhatsAppConfigRequest): Promise<void>;
  /** Publishes and waits until the handler has planned the order and its sends are done. */
  deliver(event: EventEnvelope): Promise<void>;
  /** Waits until the dispatcher is idle and no entry is pending. */
  settle(timeoutMs?: number): Promise<void>;
  logOf(orderId: string): Promise<LogRow[]>;
  close(): Promise<void>;
}

export interface LogRow {
  recipient_type: string;
  recipient_key: string;
  recipient_number: string;
  message_content: string;
  status: string;
  provider_message_id: string | null;
  error_message: string | null;
  attempts: number;
}

/** Starts notifications on a free port in this process (environment prepared by prepareServiceTestEnv). */
export async function startTestNotifications(port?: number): Promise<TestNotifications> {
  port ??= await freePort();
  process.env.NOTIFICATIONS_PORT = String(port);
  const app = await startNotifications();
  const url = `http://127.0.0.1:${port}`;
  const db = app.get(DataSource);
  const bus = app.get<EventBus>(EVENT_BUS);
  const inbox = app.get(InboxService);
  const dispatcher = app.get(NotificationDispatcher);

  const call: TestNotifications['call'] = async (method, path, body, token, headers = {}) => {
    const answer = await jsonRequest(url, method, path, { body, token, headers });
    return { status: answer.status, body: answer.body as never };
  };
  const tokenFor = (role: Role = 'admin') => signTestAccessToken({ sub: randomUUID(), role });
  const settle = async (timeoutMs = 15_000) => {
    await waitFor(async () => {
      await dispatcher.whenIdle();
      const [row]: Array<{ n: number }> = await db.query(
        `SELECT count(*)::int AS n FROM whatsapp_notifications WHERE status = 'pending'`,
      );
      return row.n === 0;
    }, timeoutMs);
  };

  return {
    app,
    url,
    db,
    call,
    tokenFor,
    async configure(fake, patch = {}) {
      const answer = await call(
        'PUT',
        '/api/v1/admin/whatsapp/config',
        {
          whatsappApiUrl: fake.url,
          whatsappBusinessPhoneId: TEST_PHONE_ID,
          whatsappAccessToken: TEST_ACCESS_TOKEN,
          adminWhatsappNumber: ADMIN_NUMBER,
          companyWhatsappNumber: COMPANY_NUMBER,
          whatsappEnabled: true,
          ...patch,
        },
        await tokenFor('admin'),
      );
      if (answer.status !== 200) throw new Error(`configure failed: ${JSON.stringify(answer)}`);
    },
    async deliver(event) {
      await bus.publish(event);
      await waitFor(() => inbox.hasHandled(event.id, ORDER_PLACED_CONSUMER));
      await settle();
    },
    settle,
    logOf: (orderId) =>
      db.query(
        `SELECT recipient_type, recipient_key, recipient_number, message_content, status, provider_message_id,
                error_message, attempts
           FROM whatsapp_notifications WHERE order_id = $1
          ORDER BY CASE recipient_type WHEN 'admin' THEN 1 WHEN 'company' THEN 2 WHEN 'vendor' THEN 3 ELSE 4 END,
                   recipient_number`,
        [orderId],
      ),
    close: () => app.close(),
  };
}

/**
 * Collects notification.order-outcome events from the bus (its own queue, like any consumer): the
 * process's shared bus, which outlives app restarts. `stop()` gives it back.
 */
export async function observeOutcomes(): Promise<{ outcomes: Outcome[]; stop(): Promise<void> }> {
  const bus = acquireSharedEventBus();
  const outcomes: Outcome[] = [];
  await bus.subscribe({
    queue: `outcome-observer-${randomUUID().slice(0, 8)}`,
    events: [NotificationOrderOutcome.name],
    handler: async (event) => {
      outcomes.push(NotificationOrderOutcome.parse(event).payload);
    },
  });
  return { outcomes, stop: () => releaseSharedEventBus(bus) };
}

/** Sends take retries and backoff: a longer default wait than the platform helper's. */
export const waitFor = (condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) =>
  waitForCondition(condition, timeoutMs);
export { sleep };
