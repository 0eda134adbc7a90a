import { consumerOrderRef, type OrderStatusChanged, type PayloadOf } from '@ihe/contracts';
import type { OrderItemName } from '../order-notifications/order-notification-run.entity.js';
import { formatKg } from '../templates/message-formatting.js';
import type { OrderNoticeValues } from '../templates/notice-templates.js';
import type { NoticeTemplateName } from '../templates/template-names.js';

export type OrderStatusChangedPayload = PayloadOf<typeof OrderStatusChanged>;

/** The statuses of a vendor's part the customer hears about (beyond the spec: issue 11). */
const NOTICE_OF_STATUS: Partial<Record<OrderStatusChangedPayload['to'], NoticeTemplateName>> = {
  shipped: 'customer_order_shipped',
  delivered: 'customer_order_delivered',
};

/**
 * The customer's notice for this change, or null: only when a vendor's part (fulfilment) moved to
 * shipped or delivered. `key` tells it apart within the order (one per part and status), so a second
 * event for the same step sends nothing.
 */
export function orderStatusNotice(
  change: OrderStatusChangedPayload,
): { template: NoticeTemplateName; key: string } | null {
  const part = change.fulfilment;
  if (!part || part.from === part.to) return null;
  const template = NOTICE_OF_STATUS[part.to];
  return template ? { template, key: `${part.to}:${part.vendorId ?? 'none'}` } : null;
}

/**
 * The notice's placeholder values: the order as the customer knows it (IHE-…, spec 2 §9), the vendor's
 * name and the part's items with their kilograms, named from the order's placement when it was seen.
 */
export function orderNoticeValues(
  change: OrderStatusChangedPayload,
  items: OrderItemName[],
  vendorName: string | null,
): OrderNoticeValues {
  const nameOf = new Map(items.map((item) => [item.productId, item.productName]));
  const vendor = change.fulfilment?.vendorId ?? null;
  const knownVendor =
    vendorName ?? items.find((item) => item.vendorId === vendor && item.vendorName)?.vendorName ?? null;
  return {
    order_ref: consumerOrderRef(change.orderId),
    order_id: change.orderId,
    customer_name: change.customer?.name.trim() || 'there',
    vendor_name: knownVendor ?? 'Your vendor',
    order_items: change.lines
      .map((line) => `• ${nameOf.get(line.productId) ?? 'Item'} × ${formatKg(line.quantity)} kg`)
      .join('\n'),
  };
}
