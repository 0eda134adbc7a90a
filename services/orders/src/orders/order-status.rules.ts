import type { OrderStatus, VendorOrderAction } from '@ihe/contracts';

/** Every order and every vendor's part of it starts here. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

/**
 * Where one vendor's part of an order (its fulfilment) may go (spec 2 §4): Confirm (pending → confirmed),
 * Decline (pending → cancelled), Mark as Shipped (confirmed → shipped), and Mark as Delivered
 * (shipped → delivered) so an order can complete. Nothing leaves delivered or cancelled; a part is never
 * `processing` (that is the order's status while its parts are at different stages).
 */
export const FULFILMENT_TRANSITIONS: Readonly<Record<OrderStatus, readonly VendorOrderAction[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped'],
  processing: [],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMoveFulfilment(from: OrderStatus, to: OrderStatus): boolean {
  return (FULFILMENT_TRANSITIONS[from] as readonly OrderStatus[]).includes(to);
}

/**
 * A consumer may cancel their own order only while no vendor has acted on it: every part pending (then
 * every part is cancelled). Once one vendor confirmed, it is theirs to decline or not.
 */
export function canConsumerCancel(parts: readonly OrderStatus[]): boolean {
  return parts.length > 0 && parts.every((status) => status === 'pending');
}

/**
 * The order's status from its parts (README "Order status"). Cancelled parts are ignored (a declined
 * vendor does not hold the rest back); none left → cancelled; then the least advanced stage all the
 * rest share: all pending → pending, all delivered → delivered, all shipped or delivered → shipped,
 * all confirmed → confirmed; any other mix (some confirmed or further, some still pending, or confirmed
 * beside shipped) → processing.
 */
export function deriveOrderStatus(parts: readonly OrderStatus[]): OrderStatus {
  const live = parts.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  const all = (...statuses: OrderStatus[]) => live.every((status) => statuses.includes(status));
  if (all('pending')) return 'pending';
  if (all('delivered')) return 'delivered';
  if (all('shipped', 'delivered')) return 'shipped';
  if (all('confirmed')) return 'confirmed';
  return 'processing';
}

/** One step of moving parts of an order: the part, and the order's derived status before and after. */
export interface StatusStep {
  partId: string;
  orderFrom: OrderStatus;
  orderTo: OrderStatus;
}

/**
 * Moving `moving` parts to `to`, one after another (one event each): the order's status after each step,
 * derived from all its parts as they then stand. The last step's `orderTo` is the order's new status.
 */
export function statusSteps(
  orderStatus: OrderStatus,
  parts: ReadonlyArray<{ id: string; status: OrderStatus }>,
  moving: readonly string[],
  to: OrderStatus,
): StatusStep[] {
  const statuses = new Map(parts.map((part) => [part.id, part.status]));
  let current = orderStatus;
  return moving.map((partId) => {
    statuses.set(partId, to);
    const next = deriveOrderStatus([...statuses.values()]);
    const step = { partId, orderFrom: current, orderTo: next };
    current = next;
    return step;
  });
}
