import type { OrderStatus } from '@ihe/contracts';

/**
 * Where an order may go from each status (spec 2 §4). The vendor's actions are pending → confirmed,
 * pending → cancelled and confirmed → shipped; the rest is the lifecycle the statuses describe:
 * processing before shipping, delivered after shipped, cancelling until the order has left.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'processing', 'cancelled'],
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}
