import { Module, type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createServiceApp, PlatformModule } from '../src/index.js';
import {
  EVENT_BUS,
  MessagingTables1730000000000,
  OutboxRelay,
  type EventBus,
} from '../src/messaging/index.js';
import type { MessagingStatus } from '../src/messaging-status/index.js';
import { findFreePort } from '../src/net/free-port.js';
import { jsonRequest, type JsonAnswer } from '../src/testing/json-request.js';
import { prepareServiceTestEnv, type ServiceTestEnv } from '../src/testing/service-test-env.js';

/** A service called "widgets" wired like every real one: PlatformModule with a database and messaging. */
@Module({
  imports: [
    PlatformModule.forService({
      service: 'widgets',
      database: { entities: [], migrations: [MessagingTables1730000000000] },
      messaging: true,
    }),
  ],
})
class WidgetsServiceModule {}

export interface MessagingStatusTestApp {
  app: INestApplication;
  dataSource: DataSource;
  bus: EventBus;
  relay: OutboxRelay;
  status(): Promise<JsonAnswer<MessagingStatus>>;
  close(): Promise<void>;
}

/** Starts the widgets service on a free port in a fresh database (and bus namespace). */
export async function startMessagingStatusTestApp(
  env: Record<string, string> = {},
): Promise<MessagingStatusTestApp> {
  const testEnv: ServiceTestEnv = await prepareServiceTestEnv({ EVENT_RETRY_DELAY_MS: '20', ...env });
  const port = await findFreePort();
  const app = await createServiceApp(WidgetsServiceModule, { service: 'widgets', port });
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    dataSource: app.get(DataSource),
    bus: app.get<EventBus>(EVENT_BUS),
    relay: app.get(OutboxRelay),
    status: () => jsonRequest<MessagingStatus>(url, 'GET', '/internal/messaging-status'),
    async close() {
      await app.close();
      await testEnv.cleanup();
    },
  };
}
