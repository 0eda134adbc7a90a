import type { OrderStatus, OrderStatusEntry } from '@ihe/contracts';
import { ORDER_STATUS_LABELS } from './order-status.js';

/** The way an order normally goes (spec 2 §4); cancelled leaves it. */
export const ORDER_FLOW: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
];

export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order reached this status; null when it has not (or went past it without stopping). */
  at: string | null;
  state: TimelineStepState;
}

/**
 * The tracking timeline of an order from its status history: every step of the normal flow, those
 * reached with their time; a cancelled order shows the steps it went through, then Cancelled.
 */
export function buildStatusTimeline(order: {
  status: OrderStatus;
  statusHistory: OrderStatusEntry[];
}): TimelineStep[] {
  const history = [...order.statusHistory].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const reachedAt = (status: OrderStatus) =>
    history.filter((entry) => entry.status === status).at(-1)?.at ?? null;

  if (order.status === 'cancelled') {
    const before = ORDER_FLOW.filter((status) => reachedAt(status) !== null).map((status): TimelineStep => ({
      status,
      label: ORDER_STATUS_LABELS[status],
      at: reachedAt(status),
      state: 'done',
    }));
    return [
      ...before,
      {
        status: 'cancelled',
        label: ORDER_STATUS_LABELS.cancelled,
        at: reachedAt('cancelled'),
        state: 'cancelled',
      },
    ];
  }

  const current = ORDER_FLOW.indexOf(order.status);
  return ORDER_FLOW.map((status, index) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    at: index <= current ? reachedAt(status) : null,
    state:
      index < current || order.status === 'delivered' ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
