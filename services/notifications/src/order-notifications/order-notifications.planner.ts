import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import { InboxService, queryPrepared } from '@ihe/platform';
import { WhatsAppConfigService } from '../config/whatsapp-config.service.js';
import type { OrderPlacedPayload } from '../templates/placeholder-values.js';
import { NOTIFICATIONS_SETTINGS, type NotificationsSettings } from '../notifications.settings.js';
import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import { OrderOutcomePublisher } from './order-outcome.publisher.js';
import { planOrderNotifications } from './order-notification-plan.js';
import { readOrderPlanInputs } from './order-plan-inputs.js';
import { orderPlanStatement, type OrderPlanWritten } from './order-plan-statement.js';

const NO_RECIPIENT = 'No recipient has a WhatsApp number';

/**
 * Turns an order.placed into log entries in two round trips: the settings and templates are read, the
 * plan is made, then ONE statement records the event in the inbox (a redelivered event writes nothing),
 * writes the order's run row (a second event for the same order, whatever its id, stops there) and one
 * pending entry per recipient (a unique index backs "one per order and recipient"). An order with
 * nothing to send gets its outcome event in that same statement. Returns the entries to send, once the
 * statement has committed.
 */
@Injectable()
export class OrderNotificationsPlanner {
  private readonly logger = new Logger('OrderNotifications');

  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxService,
    private readonly config: WhatsAppConfigService,
    private readonly outcomes: OrderOutcomePublisher,
    @Inject(NOTIFICATIONS_SETTINGS) private readonly settings: NotificationsSettings,
  ) {}

  /** Plans the order once per event (inbox `consumer`) and once per order. */
  async plan(event: EventEnvelope<OrderPlacedPayload>, consumer: string): Promise<string[]> {
    const order = event.payload;
    const { settings, templates } = await readOrderPlanInputs(this.dataSource, this.config);
    const plan = planOrderNotifications(order, {
      enabled: settings.enabled,
      adminNumber: settings.adminNumber,
      companyNumber: settings.companyNumber,
      templates,
      now: new Date(),
      defaultCountryCode: this.settings.WHATSAPP_DEFAULT_COUNTRY_CODE,
    });
    const notifications = plan.disabled ? [] : plan.notifications;
    const rows = notifications.map((notification) => ({ id: randomUUID(), ...notification }));
    const pending = rows.filter((row) => !row.invalidNumber).map((row) => row.id);
    // Nothing to send (disabled, no numbers, or only unusable ones): the outcome is known now. A run row
    // written by this statement is the order's first, so its entries are exactly `rows` (all failed).
    const outcomeNow = pending.length === 0;
    const statement = orderPlanStatement({
      inbox: this.inbox.recordSql(event, consumer, 1),
      run: {
        orderId: order.orderId,
        consumerId: order.customer.id,
        eventId: event.id,
        correlationId: event.correlationId,
        planned: rows.length,
        skippedReason: plan.disabled ? WHATSAPP_MESSAGES.disabled : rows.length === 0 ? NO_RECIPIENT : null,
        outcomePublished: outcomeNow,
        items: order.lines.map(({ productId, productName, vendorId, vendorName }) => ({
          productId,
          productName,
          vendorId,
          vendorName,
        })),
      },
      notifications: rows,
      outcome: outcomeNow
        ? (first) =>
            this.outcomes.insertSql(
              {
                orderId: order.orderId,
                consumerId: order.customer.id,
                sent: 0,
                total: rows.length,
                disabled: plan.disabled,
              },
              event.correlationId,
              first,
            )
        : undefined,
    });
    const {
      rows: [written],
    } = await queryPrepared<OrderPlanWritten>(this.dataSource, statement.sql, statement.params);
    // Already handled by this consumer: nothing written.
    if (!written.fresh) return [];
    if (!written.planned) {
      this.logger.log(
        `Order ${order.orderId}: notifications already planned (event ${event.id}), nothing to do`,
      );
      return [];
    }
    if (outcomeNow) this.outcomes.committed();
    if (plan.disabled) {
      this.logger.log(`Order ${order.orderId}: ${WHATSAPP_MESSAGES.disabled}, nothing sent`);
    }
    return pending;
  }
}
