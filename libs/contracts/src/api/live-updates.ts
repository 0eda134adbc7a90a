import type { OrderStatus } from '../constants.js';

/**
 * Server-sent events of GET /api/v1/events/stream, with the access token in the Authorization header.
 * Each message's `event:` is the name below and `data:` its JSON; a consumer receives only their own orders',
 * a vendor only the changes of orders containing its products (its part's, and new orders).
 */
export interface LiveOrderStatusChanged {
  orderId: string;
  /** The whole order's status. */
  from: OrderStatus | null;
  to: OrderStatus;
  occurredAt: string;
  /** The vendor's part that moved (null for a new order, which names no part). */
  fulfilment?: { vendorId: string | null; from: OrderStatus; to: OrderStatus } | null;
}

export interface LiveNotificationOutcome {
  orderId: string;
  sent: number;
  total: number;
  disabled: boolean;
}

export const LIVE_EVENTS = {
  orderStatusChanged: 'order.status-changed',
  notificationOutcome: 'notification.order-outcome',
  /** The gateway's first event on a new stream: it is live. */
  ready: 'ready',
  /** The gateway's last event when the access token expires: reopen with a fresh token. */
  sessionExpired: 'session-expired',
} as const;

/** The checkout success screen's WhatsApp toast (spec 2 §8). */
export function notificationOutcomeMessage(outcome: Pick<LiveNotificationOutcome, 'sent' | 'total'>): string {
  if (outcome.total > 0 && outcome.sent === outcome.total)
    return 'All WhatsApp notifications sent successfully';
  if (outcome.sent > 0) return `${outcome.sent}/${outcome.total} WhatsApp notifications sent`;
  return 'Failed to send WhatsApp notifications';
}
