import { randomUUID } from 'node:crypto';
import {
  deliveryFee,
  lineTotal,
  OrderPlaced,
  OrderStatusChanged,
  type EventEnvelope,
  type OrderStatus,
} from '@ihe/contracts';

export interface ModelLine {
  productId: string;
  vendorId: string;
  quantity: number;
  unitPrice: number;
  basePrice: number;
}

/** An order as the orders service would hold it, with what happened to each vendor's part. */
export interface ModelOrder {
  orderId: string;
  consumerId: string;
  createdAt: string;
  lines: ModelLine[];
  /** Vendors whose part was declined or cancelled. */
  cancelled: Set<string>;
}

const kobo = (n: number) => Math.round(n * 100);
export const vendorsOf = (order: ModelOrder) => [...new Set(order.lines.map((line) => line.vendorId))];

/** The order's own figures, in kobo: what orders would report for it. */
export function orderFigures(order: ModelOrder) {
  const subtotal = order.lines.reduce((sum, l) => sum + kobo(lineTotal(l.quantity, l.unitPrice)), 0);
  const fee = kobo(deliveryFee(subtotal / 100));
  const wholeCancelled = vendorsOf(order).every((v) => order.cancelled.has(v));
  const live = order.lines.filter((line) => !order.cancelled.has(line.vendorId));
  const revenue = live.reduce((sum, l) => sum + kobo(lineTotal(l.quantity, l.unitPrice)), 0);
  const earnings = live.reduce((sum, l) => sum + kobo(lineTotal(l.quantity, l.basePrice)), 0);
  return {
    subtotal,
    fee,
    revenue: revenue + (wholeCancelled ? 0 : fee),
    earnings,
    profit: revenue - earnings,
    orders: wholeCancelled ? 0 : 1,
  };
}

/** order.placed of the order; `productNames` names its lines in order (default: Yam). */
export function placedEvent(order: ModelOrder, productNames: string[] = []): EventEnvelope {
  const figures = orderFigures(order);
  return OrderPlaced.create({
    orderId: order.orderId,
    createdAt: order.createdAt,
    customer: { id: order.consumerId, name: 'Chidi Obi', email: 'chidi@example.ng', phone: null },
    deliveryAddress: '12 Allen Avenue, Ikeja',
    specialInstructions: null,
    paymentMethod: 'card',
    subtotal: figures.subtotal / 100,
    deliveryFee: figures.fee / 100,
    total: (figures.subtotal + figures.fee) / 100,
    lines: order.lines.map((line, i) => ({
      ...line,
      productName: productNames[i] ?? 'Yam',
      category: 'tubers',
      lineTotal: lineTotal(line.quantity, line.unitPrice),
      vendorName: 'Farm',
      vendorPhone: null,
    })),
    vendors: vendorsOf(order).map((vendorId) => ({
      vendorId,
      vendorName: 'Farm',
      vendorPhone: null,
      earnings: 0,
      itemsTotal: 0,
    })),
    reservationId: randomUUID(),
  });
}

/** One vendor part moving (orders publishes one event per part; `orderTo` is the order's status after it). */
export function partEvent(
  order: ModelOrder,
  vendorId: string,
  from: OrderStatus,
  to: OrderStatus,
  orderTo: OrderStatus,
  by: string,
  occurredAt = new Date().toISOString(),
): EventEnvelope {
  return OrderStatusChanged.create({
    orderId: order.orderId,
    consumerId: order.consumerId,
    from: 'pending',
    to: orderTo,
    by,
    vendorId: by === vendorId ? vendorId : null,
    occurredAt,
    fulfilment: { vendorId, from, to },
    lines: order.lines
      .filter((line) => line.vendorId === vendorId)
      .map(({ productId, quantity, unitPrice, basePrice }) => ({
        productId,
        quantity,
        unitPrice,
        basePrice,
      })),
    vendorIds: [vendorId],
    customer: null,
  });
}

/** A vendor declines its part: the order ends cancelled when no part is left. */
export function declineEvent(order: ModelOrder, vendorId: string): EventEnvelope {
  order.cancelled.add(vendorId);
  const whole = vendorsOf(order).every((v) => order.cancelled.has(v));
  return partEvent(order, vendorId, 'pending', 'cancelled', whole ? 'cancelled' : 'pending', vendorId);
}

/** The consumer cancels: one event per part still pending, the last carrying the order's cancelled status. */
export function cancelEvents(order: ModelOrder): EventEnvelope[] {
  const open = vendorsOf(order).filter((v) => !order.cancelled.has(v));
  return open.map((vendorId, i) => {
    order.cancelled.add(vendorId);
    const last = i === open.length - 1;
    return partEvent(
      order,
      vendorId,
      'pending',
      'cancelled',
      last ? 'cancelled' : 'pending',
      order.consumerId,
    );
  });
}

/** A part confirmed, shipped and delivered (no money moves). */
export function deliveryEvents(order: ModelOrder, vendorId: string): EventEnvelope[] {
  return [
    partEvent(order, vendorId, 'pending', 'confirmed', 'confirmed', vendorId),
    partEvent(order, vendorId, 'confirmed', 'shipped', 'shipped', vendorId),
    partEvent(order, vendorId, 'shipped', 'delivered', 'delivered', vendorId),
  ];
}
