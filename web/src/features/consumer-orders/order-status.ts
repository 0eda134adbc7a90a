import type { OrderStatus } from '@ihe/contracts';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** antd Tag colours; the label is always shown too (colour is never the only signal, docs/web-ui.md). */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'gold',
  confirmed: 'cyan',
  processing: 'blue',
  shipped: 'geekblue',
  delivered: 'green',
  cancelled: 'red',
};

/** The consumer's status filter (spec 2 §2): confirmed is not offered there. */
export const ORDER_FILTER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderFilterStatus = (typeof ORDER_FILTER_STATUSES)[number];

export const ORDER_FILTER_OPTIONS: { value: OrderFilterStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All Orders' },
  ...ORDER_FILTER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];
