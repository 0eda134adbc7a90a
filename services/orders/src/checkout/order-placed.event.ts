import { OrderPlaced, type EventEnvelope } from '@ihe/contracts';
import type { NewOrder } from './order-placement.writer.js';

/** order.placed v1: the order with its customer contact, priced lines and vendor shares (no call-backs needed). */
export function orderPlacedEvent(order: NewOrder): EventEnvelope {
  const { priced } = order;
  return OrderPlaced.create({
    orderId: order.id,
    createdAt: order.createdAt.toISOString(),
    customer: { id: order.consumerId, ...order.customer },
    deliveryAddress: order.request.shippingAddress,
    specialInstructions: order.request.instructions,
    paymentMethod: order.request.paymentMethod,
    subtotal: priced.subtotal,
    deliveryFee: priced.deliveryFee,
    total: priced.total,
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      productName: line.name,
      category: line.category,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      basePrice: line.basePrice,
      lineTotal: line.lineTotal,
      vendorId: line.vendorId,
      vendorName: line.vendorName,
      vendorPhone: line.vendorPhone,
    })),
    vendors: priced.vendors,
    reservationId: order.reservationId,
  });
}
