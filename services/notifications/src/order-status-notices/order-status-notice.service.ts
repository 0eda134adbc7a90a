import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@ihe/contracts';
import { SingleNoticeService, type NoticeResult } from '../notices/single-notice.service.js';
import { renderTemplate } from '../templates/template-renderer.js';
import { NOTICE_TEMPLATES } from '../templates/notice-templates.js';
import { OrderItemNamesReader } from './order-item-names.reader.js';
import {
  orderNoticeValues,
  orderStatusNotice,
  type OrderStatusChangedPayload,
} from './order-status-notice.rules.js';

/** The inbox consumer name of the order.status-changed handler. */
export const ORDER_STATUS_CHANGED_CONSUMER = 'notifications.order-status-changed';

/**
 * The customer gets one WhatsApp message when a vendor's part of the order ships and one when it is
 * delivered (issue 11), through the single-notice path: once per event (inbox) and once per order,
 * part and status (the log's unique key), whatever the event's id.
 */
@Injectable()
export class OrderStatusNoticeService {
  constructor(
    private readonly notices: SingleNoticeService,
    private readonly itemNames: OrderItemNamesReader,
  ) {}

  async handle(event: EventEnvelope<OrderStatusChangedPayload>): Promise<NoticeResult> {
    const change = event.payload;
    const notice = orderStatusNotice(change);
    if (!notice) return this.notices.handle(event, ORDER_STATUS_CHANGED_CONSUMER, null);
    const values = orderNoticeValues(change, await this.itemNames.read(change.orderId), null);
    return this.notices.handle(event, ORDER_STATUS_CHANGED_CONSUMER, {
      kind: notice.template,
      recipientType: 'customer',
      recipientKey: notice.key,
      orderId: change.orderId,
      phone: change.customer?.phone ?? null,
      template: notice.template,
      values,
      fallbackText: renderTemplate(NOTICE_TEMPLATES[notice.template].body, values),
    });
  }
}
