import { Module } from '@nestjs/common';
import { PlatformModule } from '@ihe/platform';
import { ActivityReader } from './admin/activity.reader.js';
import { AdminController } from './admin/admin.controller.js';
import { OverviewReader } from './admin/overview.reader.js';
import { UsersReader } from './admin/users.reader.js';
import { AnalyticsEventsHandler } from './event-log/analytics-events.handler.js';
import { EventConsumerService } from './event-log/event-consumer.service.js';
import { EventLogWriter } from './event-log/event-log.writer.js';
import { ProjectionsService } from './event-log/projections.service.js';
import { RebuildService } from './event-log/rebuild.service.js';
import { DailyFinancialsController } from './financials/daily-financials.controller.js';
import { DailyFinancialsReader } from './financials/daily-financials.reader.js';
import { SystemHealthService } from './health/system-health.service.js';
import { LedgerWriter } from './ledger/ledger.writer.js';
import { OrderLedgerService } from './ledger/order-ledger.service.js';
import { analyticsMigrations } from './migrations/index.js';
import { ActivityWriter } from './projections/activity.writer.js';
import { ProductsWriter } from './projections/products.writer.js';
import { UsersWriter } from './projections/users.writer.js';
import { VendorStatementController } from './vendor-statement/vendor-statement.controller.js';
import { VendorStatementReader } from './vendor-statement/vendor-statement.reader.js';

/**
 * analytics: the ledger, daily financials and the admin area's figures (spec 2 §3), all kept from events
 * (user.*, vendor.*, product.*, order.*, notification.order-outcome); it publishes none. All SQL is raw.
 */
@Module({
  imports: [
    PlatformModule.forService({
      service: 'analytics',
      database: { entities: [], migrations: analyticsMigrations },
      messaging: true,
    }),
  ],
  controllers: [
    AdminController,
    DailyFinancialsController,
    VendorStatementController,
    AnalyticsEventsHandler,
  ],
  providers: [
    EventConsumerService,
    EventLogWriter,
    ProjectionsService,
    RebuildService,
    LedgerWriter,
    OrderLedgerService,
    ActivityWriter,
    UsersWriter,
    ProductsWriter,
    DailyFinancialsReader,
    VendorStatementReader,
    OverviewReader,
    ActivityReader,
    UsersReader,
    SystemHealthService,
  ],
})
export class AnalyticsModule {}
