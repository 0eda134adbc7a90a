import type { MessageTemplate } from '../templates/message-template.entity.js';
import { placeholderValues, type OrderPlacedPayload } from '../templates/placeholder-values.js';
import type { RecipientType } from '../templates/template-names.js';
import { composeMessage, type OutgoingMessage } from '../sending/outgoing-message.js';
import { toWhatsAppNumber } from '../sending/recipient-number.js';
import { WHATSAPP_MESSAGES } from '../notifications.messages.js';

export interface PlannedNotification {
  recipientType: RecipientType;
  /** Tells an order's vendors apart (vendor id, or its phone when the id is unknown); '' otherwise. */
  recipientKey: string;
  /** Digits only; for an unusable number, the number as given. */
  recipientNumber: string;
  content: string;
  outgoing: OutgoingMessage;
  /** The number was given but cannot be a WhatsApp number: logged as failed, not sent. */
  invalidNumber: boolean;
}

export type OrderPlan = { disabled: true } | { disabled: false; notifications: PlannedNotification[] };

export interface PlanContext {
  enabled: boolean;
  /** From the settings (stored as +digits, or ''). */
  adminNumber: string;
  companyNumber: string;
  templates: Map<RecipientType, MessageTemplate>;
  now: Date;
  defaultCountryCode: string;
}

/**
 * Who gets which message for a placed order (spec 2 §7, §8): the admin number, the company number, each
 * vendor (only its items and earnings) and the customer, in that order. A missing number skips its
 * recipient quietly; a missing template falls back to `New order notification for Order #{id}`; when
 * WhatsApp is disabled nothing is planned.
 */
export function planOrderNotifications(order: OrderPlacedPayload, context: PlanContext): OrderPlan {
  if (!context.enabled) return { disabled: true };
  const notifications: PlannedNotification[] = [];
  const fallback = WHATSAPP_MESSAGES.fallbackText(order.orderId);
  const orderValues = placeholderValues(order, { now: context.now });

  const add = (
    recipientType: RecipientType,
    recipientKey: string,
    rawNumber: string | null,
    vendor?: OrderPlacedPayload['vendors'][number],
  ) => {
    const given = rawNumber?.trim();
    if (!given) return;
    const number = toWhatsAppNumber(given, context.defaultCountryCode);
    const values = vendor ? placeholderValues(order, { now: context.now, vendor }) : orderValues;
    const message = composeMessage(context.templates.get(recipientType), values, fallback);
    notifications.push({
      recipientType,
      recipientKey,
      recipientNumber: number ?? given,
      content: message.content,
      outgoing: message.outgoing,
      invalidNumber: number === null,
    });
  };

  add('admin', '', context.adminNumber);
  add('company', '', context.companyNumber);
  const vendorKeys = new Set<string>();
  for (const vendor of order.vendors) {
    const key = vendor.vendorId ?? `phone:${vendor.vendorPhone ?? ''}`;
    // The same vendor listed twice still gets one message.
    if (vendorKeys.has(key)) continue;
    vendorKeys.add(key);
    add('vendor', key, vendor.vendorPhone, vendor);
  }
  add('customer', '', order.customer.phone);
  return { disabled: false, notifications };
}
