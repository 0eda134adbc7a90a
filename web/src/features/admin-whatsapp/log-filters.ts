import {
  WHATSAPP_NOTIFICATION_STATUSES,
  WHATSAPP_RECIPIENT_TYPES,
  type WhatsAppNotificationQuery,
  type WhatsAppNotificationStatus,
  type WhatsAppRecipientType,
} from '@ihe/contracts';
import { apiUrl, withQuery, type ApiQuery } from '../../app/api-routes.js';

/** The notification log's state in the query string (docs/web-ui.md: the URL is the state). */
export interface LogFilters {
  status: WhatsAppNotificationStatus | null;
  recipient: WhatsAppRecipientType | null;
  /** One order's messages (the server takes an order id, a UUID). */
  order: string | null;
  page: number;
}

export const LOG_PAGE_SIZE = 10;

const LOG_KEYS = ['status', 'recipient', 'order', 'page'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  const lower = value?.toLowerCase() ?? null;
  return lower !== null && (values as readonly string[]).includes(lower) ? (lower as T) : null;
}

/** Unknown values are ignored rather than sent: the server would refuse the whole request. */
export function parseLogFilters(params: URLSearchParams): LogFilters {
  const page = Number(params.get('page'));
  const order = params.get('order')?.trim() ?? '';
  return {
    status: oneOf(WHATSAPP_NOTIFICATION_STATUSES, params.get('status')),
    recipient: oneOf(WHATSAPP_RECIPIENT_TYPES, params.get('recipient')),
    order: UUID.test(order) ? order.toLowerCase() : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query string after a change to the log's filters: other parameters (the tab) stay, defaults
 * are left out, and a new filter starts again at page 1.
 */
export function withLogFilters(params: URLSearchParams, change: Partial<LogFilters>): URLSearchParams {
  const current = parseLogFilters(params);
  const resetsPage = 'status' in change || 'recipient' in change || 'order' in change;
  const next: LogFilters = { ...current, ...change, page: resetsPage ? 1 : (change.page ?? current.page) };
  const result = new URLSearchParams(params);
  for (const key of LOG_KEYS) result.delete(key);
  if (next.status) result.set('status', next.status);
  if (next.recipient) result.set('recipient', next.recipient);
  if (next.order) result.set('order', next.order);
  if (next.page > 1) result.set('page', String(next.page));
  return result;
}

export function hasLogFilters(filters: LogFilters): boolean {
  return filters.status !== null || filters.recipient !== null || filters.order !== null;
}

/** The API query for the filters. */
export function logQuery(filters: LogFilters): WhatsAppNotificationQuery {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.recipient ? { recipientType: filters.recipient } : {}),
    ...(filters.order ? { orderId: filters.order } : {}),
    page: filters.page,
    pageSize: LOG_PAGE_SIZE,
  };
}

/** GET /admin/whatsapp/notifications with only the parameters that are set. */
export function notificationsUrl(query: WhatsAppNotificationQuery): string {
  const params: ApiQuery<'/admin/whatsapp/notifications', 'get'> = {};
  if (query.status) params.status = query.status;
  if (query.recipientType) params.recipientType = query.recipientType;
  if (query.orderId) params.orderId = query.orderId;
  if (query.page && query.page > 1) params.page = String(query.page);
  if (query.pageSize) params.pageSize = String(query.pageSize);
  return withQuery(apiUrl('/admin/whatsapp/notifications'), params);
}
