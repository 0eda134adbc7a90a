import { Module } from '@nestjs/common';
import { PlatformModule } from '@ihe/platform';
import { WhatsAppConfigEntry } from './config/whatsapp-config-entry.entity.js';
import { WhatsAppConfigController } from './config/whatsapp-config.controller.js';
import { WhatsAppConfigService } from './config/whatsapp-config.service.js';
import { WhatsAppTestService } from './config/whatsapp-test.service.js';
import { NotificationLogEntry } from './notification-log/notification-log-entry.entity.js';
import { NotificationLogController } from './notification-log/notification-log.controller.js';
import { NotificationLogReader } from './notification-log/notification-log.reader.js';
import { NotificationStatusWriter } from './notification-log/notification-status.writer.js';
import { OrderNotificationRun } from './order-notifications/order-notification-run.entity.js';
import { OrderNotificationsPlanner } from './order-notifications/order-notifications.planner.js';
import { OrderOutcomePublisher } from './order-notifications/order-outcome.publisher.js';
import { OrderPlacedHandler } from './order-notifications/order-placed.handler.js';
import { NotificationDispatcher } from './sending/notification-dispatcher.js';
import { MessageTemplate } from './templates/message-template.entity.js';
import { MessageTemplatesController } from './templates/message-templates.controller.js';
import { MessageTemplatesService } from './templates/message-templates.service.js';
import { DeliveryReceiptsService } from './webhook/delivery-receipts.service.js';
import { StatusReceipt } from './webhook/status-receipt.entity.js';
import { WhatsAppWebhookController } from './webhook/whatsapp-webhook.controller.js';
import { VendorApprovalNoticeService } from './vendor-notices/vendor-approval-notice.service.js';
import { VerificationDecidedHandler } from './vendor-notices/verification-decided.handler.js';
import { SingleNoticeService } from './notices/single-notice.service.js';
import { SingleNoticeWriter } from './notices/single-notice.writer.js';
import { OrderItemNamesReader } from './order-status-notices/order-item-names.reader.js';
import { OrderStatusChangedHandler } from './order-status-notices/order-status-changed.handler.js';
import { OrderStatusNoticeService } from './order-status-notices/order-status-notice.service.js';
import { LowStockNoticeService } from './vendor-notices/low-stock-notice.service.js';
import { ProductLowStockHandler } from './vendor-notices/product-low-stock.handler.js';
import { VendorContactsHandler } from './vendor-notices/vendor-contacts.handler.js';
import { VendorContactsReader } from './vendor-notices/vendor-contacts.reader.js';
import { VendorContactsWriter } from './vendor-notices/vendor-contacts.writer.js';
import { notificationsMigrations } from './migrations/index.js';
import { NotificationDefaultsSeeder } from './notification-defaults.seeder.js';
import { notificationsProviders } from './notifications.providers.js';

/**
 * notifications: WhatsApp settings, message templates, the notification log and the sender (Cloud API).
 * Consumes order.placed, order.status-changed, vendor.verification-decided, product.low-stock and
 * vendors' contacts (user.registered, vendor.registered, user.profile-updated); publishes notification.order-outcome. Entities are listed explicitly because
 * apps share a process in all-in-one mode.
 */
@Module({
  imports: [
    PlatformModule.forService({
      service: 'notifications',
      database: {
        entities: [
          WhatsAppConfigEntry,
          MessageTemplate,
          NotificationLogEntry,
          OrderNotificationRun,
          StatusReceipt,
        ],
        migrations: notificationsMigrations,
      },
      messaging: true,
    }),
  ],
  controllers: [
    WhatsAppConfigController,
    MessageTemplatesController,
    NotificationLogController,
    WhatsAppWebhookController,
    OrderPlacedHandler,
    VerificationDecidedHandler,
    OrderStatusChangedHandler,
    VendorContactsHandler,
    ProductLowStockHandler,
  ],
  providers: [
    ...notificationsProviders,
    WhatsAppConfigService,
    WhatsAppTestService,
    MessageTemplatesService,
    NotificationLogReader,
    NotificationStatusWriter,
    NotificationDispatcher,
    OrderNotificationsPlanner,
    OrderOutcomePublisher,
    DeliveryReceiptsService,
    NotificationDefaultsSeeder,
    SingleNoticeWriter,
    SingleNoticeService,
    VendorApprovalNoticeService,
    OrderItemNamesReader,
    OrderStatusNoticeService,
    VendorContactsWriter,
    VendorContactsReader,
    LowStockNoticeService,
  ],
})
export class NotificationsModule {}
