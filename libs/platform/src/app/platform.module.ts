import { DynamicModule, Module } from '@nestjs/common';
import type { MixedList } from 'typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { HealthModule } from '../health/health.module.js';
import { KeyValueModule } from '../key-value/key-value.module.js';
import { loggingModule } from '../logging/logging.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { messagingEntities } from '../messaging/index.js';
import { MessagingStatusModule } from '../messaging-status/messaging-status.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';

export interface ServicePlatformOptions {
  /** The service name: its schema, its queue, its log name. */
  service: string;
  /** Omit for a process with no database of its own (the gateway). */
  database?: {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    entities: Function[];
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    migrations: MixedList<Function>;
  };
  /** Outbox, inbox and the event bus (needs `database`). */
  messaging?: boolean;
}

/**
 * Everything a service needs from the platform in one import: logs, database (own schema), messaging
 * (bus + outbox + inbox, GET /internal/messaging-status), key-value store, token verification, /health and
 * GET /metrics (ServiceMetrics).
 * Global, so feature modules inject DataSource, OutboxService, KEY_VALUE_STORE… directly.
 */
@Module({})
export class PlatformModule {
  static forService(options: ServicePlatformOptions): DynamicModule {
    const imports: DynamicModule[] = [
      loggingModule(options.service),
      KeyValueModule.forRoot(),
      AuthModule.forService(),
      MetricsModule.forService(options.service),
    ];
    if (options.database) {
      const entities = options.messaging
        ? [...options.database.entities, ...messagingEntities]
        : options.database.entities;
      imports.push(
        DatabaseModule.forService({
          schema: options.service,
          entities,
          migrations: options.database.migrations,
        }),
      );
    }
    if (options.messaging)
      imports.push(
        MessagingModule.forService({ service: options.service }),
        MessagingStatusModule.forService(options.service),
      );
    return { module: PlatformModule, global: true, imports: [...imports, HealthModule], exports: imports };
  }
}
