import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import { WhatsAppConfigService } from '../config/whatsapp-config.service.js';
import { MessageTemplatesService } from '../templates/message-templates.service.js';
import type { OrderPlacedPayload } from '../templates/placeholder-values.js';
import { NOTIFICATIONS_SETTINGS, type NotificationsSettings } from '../notifications.settings.js';
import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import { OrderOutcomePublisher } from './order-outcome.publisher.js';
import { planOrderNotifications } from './order-notification-plan.js';

const NO_RECIPIENT = 'No recipient has a WhatsApp number';

/**
 * Turns an order.placed into log entries, inside the handler's inbox transaction: the order's run row
 * first (a second event for the same order, whatever its id, stops there), then one pending entry per
 * recipient (a unique index backs "one per order and recipient"). Returns the entries to send once the
 * transaction has committed.
 */
@Injectable()
export class OrderNotificationsPlanner {
  private readonly logger = new Logger('OrderNotifications');

  constructor(
    private readonly config: WhatsAppConfigService,
    private readonly templates: MessageTemplatesService,
    private readonly outcomes: OrderOutcomePublisher,
    @Inject(NOTIFICATIONS_SETTINGS) private readonly settings: NotificationsSettings,
  ) {}

  async plan(manager: EntityManager, event: EventEnvelope<OrderPlacedPayload>): Promise<string[]> {
    const order = event.payload;
    const settings = await this.config.read(manager);
    const plan = planOrderNotifications(order, {
      enabled: settings.enabled,
      adminNumber: settings.adminNumber,
      companyNumber: settings.companyNumber,
      templates: await this.templates.byRecipient(manager),
      now: new Date(),
      defaultCountryCode: this.settings.WHATSAPP_DEFAULT_COUNTRY_CODE,
    });
    const notifications = plan.disabled ? [] : plan.notifications;
    const skippedReason = plan.disabled
      ? WHATSAPP_MESSAGES.disabled
      : notifications.length === 0
        ? NO_RECIPIENT
        : null;
    const run: unknown[] = await manager.query(
      `INSERT INTO order_notification_runs (order_id, consumer_id, event_id, correlation_id, planned, skipped_reason)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
      [order.orderId, order.customer.id, event.id, event.correlationId, notifications.length, skippedReason],
    );
    if (run.length === 0) {
      this.logger.log(
        `Order ${order.orderId}: notifications already planned (event ${event.id}), nothing to do`,
      );
      return [];
    }
    if (plan.disabled) {
      this.logger.log(`Order ${order.orderId}: ${WHATSAPP_MESSAGES.disabled}, nothing sent`);
      await this.outcomes.publish(
        manager,
        { orderId: order.orderId, consumerId: order.customer.id, sent: 0, total: 0, disabled: true },
        event.correlationId,
      );
      return [];
    }
    const rows = notifications.map((notification) => ({ id: randomUUID(), ...notification }));
    if (rows.length > 0) {
      await manager.query(
        `INSERT INTO whatsapp_notifications
           (id, order_id, recipient_type, recipient_key, recipient_number, message_content, outgoing_message,
            status, error_message)
         SELECT t.id, $1, t.recipient_type, t.recipient_key, t.recipient_number, t.message_content, t.outgoing_message,
                CASE WHEN t.invalid THEN 'failed' ELSE 'pending' END,
                CASE WHEN t.invalid THEN $2 END
           FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::boolean[])
             AS t(id, recipient_type, recipient_key, recipient_number, message_content, outgoing_message, invalid)
         ON CONFLICT (order_id, recipient_type, recipient_key) WHERE order_id IS NOT NULL DO NOTHING`,
        [
          order.orderId,
          WHATSAPP_MESSAGES.invalidRecipient,
          rows.map((row) => row.id),
          rows.map((row) => row.recipientType),
          rows.map((row) => row.recipientKey),
          rows.map((row) => row.recipientNumber),
          rows.map((row) => row.content),
          rows.map((row) => JSON.stringify(row.outgoing)),
          rows.map((row) => row.invalidNumber),
        ],
      );
    }
    const pending = rows.filter((row) => !row.invalidNumber).map((row) => row.id);
    // Nothing to send (no numbers, or only unusable ones): the outcome is known now.
    if (pending.length === 0) await this.outcomes.publishIfComplete(manager, order.orderId);
    return pending;
  }
}
