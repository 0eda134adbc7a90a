import {
  ORDER_STATUSES,
  VENDOR_ORDER_ACTIONS,
  type OrderStatus,
  type VendorOrderAction,
} from '@ihe/contracts';
import { ORDER_STATUS_LABELS } from '../consumer-orders/order-status.js';

/** The vendor's actions per status of its part (spec 2 §4, plus Mark as Delivered). */
const NEXT: Partial<Record<OrderStatus, VendorOrderAction[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped'],
  shipped: ['delivered'],
};

/** Every action available for a part in this status (the details dialog). */
export function vendorActionsFor(status: OrderStatus): VendorOrderAction[] {
  return NEXT[status] ?? [];
}

/** The card's quick actions: Decline Order only in the details dialog, behind a confirmation (spec 2 §4). */
export function cardActionsFor(status: OrderStatus): VendorOrderAction[] {
  return vendorActionsFor(status).filter((action) => action !== 'cancelled');
}

export const actionLabel = (action: VendorOrderAction) => VENDOR_ORDER_ACTIONS[action];

/** The status filter (spec 2 §2): All, then every order status. */
export const VENDOR_ORDER_FILTER_OPTIONS: { value: OrderStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];
