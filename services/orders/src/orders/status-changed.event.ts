import { OrderStatusChanged, type EventEnvelope, type OrderStatus } from '@ihe/contracts';

/** A line of the part that moved, as catalog (stock back on a decline, product revenue) and ledgers need it. */
export interface ChangedLine {
  productId: string;
  quantity: number;
  unitPrice: number;
  basePrice: number;
}

/** One step of an order's life: the order's status before and after, and the part that moved. */
export interface StatusChange {
  orderId: string;
  consumerId: string;
  /** The order's status (derived from its parts); null before the order existed. */
  from: OrderStatus | null;
  to: OrderStatus;
  /** Who changed it (user id), null for the system. */
  by: string | null;
  /** The vendor who acted, when one did. */
  vendorId: string | null;
  at: Date;
  /** The part that moved; null for the initial pending. */
  fulfilment: { vendorId: string | null; from: OrderStatus; to: OrderStatus } | null;
  /** Every line of that part (none for the initial pending). */
  lines: ChangedLine[];
  /** The vendors this concerns (their live streams get it). */
  vendorIds: string[];
  customer: { name: string; phone: string | null } | null;
}

/** order.status-changed v1 of one step. */
export function statusChangedEvent(change: StatusChange): EventEnvelope {
  return OrderStatusChanged.create({
    orderId: change.orderId,
    consumerId: change.consumerId,
    from: change.from,
    to: change.to,
    by: change.by,
    vendorId: change.vendorId,
    occurredAt: change.at.toISOString(),
    fulfilment: change.fulfilment,
    lines: change.lines,
    vendorIds: change.vendorIds,
    customer: change.customer,
  });
}
