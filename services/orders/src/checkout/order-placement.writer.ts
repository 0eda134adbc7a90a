import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CHECKOUT_MESSAGES, consumerOrderRef, type OrderView } from '@ihe/contracts';
import { OutboxService, queryPrepared } from '@ihe/platform';
import { CART_LOCK_CLASS } from '../cart/cart.service.js';
import type { CustomerContact } from '../customer-projection/customer-contact.js';
import { INITIAL_ORDER_STATUS } from '../orders/order-status.rules.js';
import { statusChangedEvent, type StatusChange } from '../orders/status-changed.event.js';
import { orderParts, type OrderPart } from './order-parts.js';
import type { CheckoutRequest } from './checkout.dto.js';
import { orderPlacedEvent } from './order-placed.event.js';
import type { PricedOrder } from './order-pricing.js';

/** Everything an order is written from: the request, its buyer and its lines priced from the reservation. */
export interface NewOrder {
  id: string;
  consumerId: string;
  idempotencyKey: string;
  attemptId: string;
  reservationId: string;
  request: CheckoutRequest;
  customer: CustomerContact;
  priced: PricedOrder;
  createdAt: Date;
}

/**
 * Writes a placed order as ONE statement (atomic by itself, one round trip: this runs once per order):
 * the attempt marked placed (only while still this request's, holding the consumer's cart lock so no
 * cart merge interleaves), the order, its parts (one per vendor, order-parts.ts), its lines, its first
 * status (pending, for the order and each part), the ordered quantities
 * taken out of the cart, and order.placed + order.status-changed in the outbox (docs/architecture.md,
 * transactional outbox). Every write depends on the attempt being marked: if it is not, nothing is.
 */
@Injectable()
export class OrderPlacementWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async write(order: NewOrder): Promise<OrderView> {
    const lineIds = order.priced.lines.map(() => randomUUID());
    const parts = orderParts(order.priced.lines);
    const initial: StatusChange = {
      orderId: order.id,
      consumerId: order.consumerId,
      from: null,
      to: INITIAL_ORDER_STATUS,
      by: order.consumerId,
      vendorId: null,
      at: order.createdAt,
      fulfilment: null,
      lines: [],
      vendorIds: parts.flatMap((part) => (part.vendorId ? [part.vendorId] : [])),
      customer: { name: order.customer.name, phone: order.customer.phone },
    };
    const events = this.outbox.insertSql([orderPlacedEvent(order), statusChangedEvent(initial)], 37);
    const {
      rows: [{ placed }],
    } = await queryPrepared<{ placed: number }>(
      this.dataSource,
      `${PLACE_ORDER_SQL}, events AS (${events.sql} WHERE EXISTS (SELECT 1 FROM placed))
       SELECT count(*)::int AS placed FROM placed`,
      [...orderParams(order, lineIds, parts), ...events.params],
    );
    if (placed !== 1) throw new ConflictException(CHECKOUT_MESSAGES.inProgress);
    this.outbox.committed();
    return placedView(order, lineIds, parts);
  }
}

/**
 * Everything but the outbox rows (the caller appends `events` and the final SELECT). A line the consumer
 * grew in another tab while this checkout ran keeps the extra; lines added meanwhile stay (spec 2 §4:
 * what was ordered leaves the cart).
 */
const PLACE_ORDER_SQL = `
  WITH cart_lock AS (SELECT pg_advisory_xact_lock($29, hashtext($30))),
  marked AS (
    UPDATE checkout_attempts SET order_id = $1 FROM cart_lock
     WHERE consumer_id = $2 AND idempotency_key = $14 AND attempt_id = $28 AND order_id IS NULL
    RETURNING 1),
  placed AS (
    INSERT INTO orders (id, consumer_id, status, shipping_address, special_instructions, payment_method,
      subtotal, delivery_fee, total_amount, customer_name, customer_email, customer_phone, reservation_id,
      idempotency_key, created_at, updated_at)
    SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15 FROM marked
    RETURNING id),
  parts AS (
    INSERT INTO order_fulfilments (id, order_id, vendor_id, vendor_name, status, created_at, updated_at)
    SELECT f.id, placed.id, f.vendor_id, f.vendor_name, $3, $15, $15
      FROM placed, unnest($33::uuid[], $34::uuid[], $35::text[]) AS f(id, vendor_id, vendor_name)
    RETURNING id),
  part_history AS (
    INSERT INTO fulfilment_status_history (fulfilment_id, from_status, to_status, changed_by, changed_at)
    SELECT parts.id, NULL, $3, $2, $15 FROM parts),
  items AS (
    INSERT INTO order_items (id, order_id, position, product_id, product_name, category, quantity,
      unit_price, base_price, total_price, vendor_id, vendor_name, vendor_phone, fulfilment_id)
    SELECT l.id, placed.id, l.position, l.product_id, l.product_name, l.category, l.quantity, l.unit_price,
           l.base_price, l.total_price, l.vendor_id, l.vendor_name, l.vendor_phone, l.fulfilment_id
      FROM placed, unnest($16::uuid[], $17::int[], $18::uuid[], $19::text[], $20::text[], $21::numeric[],
                          $22::numeric[], $23::numeric[], $24::numeric[], $25::uuid[], $26::text[], $27::text[],
                          $36::uuid[])
        AS l(id, position, product_id, product_name, category, quantity, unit_price, base_price,
             total_price, vendor_id, vendor_name, vendor_phone, fulfilment_id)),
  history AS (
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, changed_at)
    SELECT placed.id, NULL, $3, $2, $15 FROM placed),
  ordered AS (SELECT * FROM unnest($31::uuid[], $32::numeric[]) AS o(product_id, quantity)),
  kept AS (
    UPDATE cart_items c SET quantity = c.quantity - o.quantity,
                            total_price = round((c.quantity - o.quantity) * c.unit_price, 2)
      FROM ordered o
     WHERE c.consumer_id = $2 AND c.product_id = o.product_id AND c.quantity > o.quantity
       AND EXISTS (SELECT 1 FROM placed)),
  cleared AS (
    DELETE FROM cart_items c USING ordered o
     WHERE c.consumer_id = $2 AND c.product_id = o.product_id AND c.quantity <= o.quantity
       AND EXISTS (SELECT 1 FROM placed))`;

/** $1–$36 of PLACE_ORDER_SQL. */
function orderParams(order: NewOrder, lineIds: string[], parts: OrderPart[]): unknown[] {
  const { request, customer, priced } = order;
  const lines = priced.lines;
  return [
    order.id,
    order.consumerId,
    INITIAL_ORDER_STATUS,
    request.shippingAddress,
    request.instructions,
    request.paymentMethod,
    priced.subtotal,
    priced.deliveryFee,
    priced.total,
    customer.name,
    customer.email,
    customer.phone,
    order.reservationId,
    order.idempotencyKey,
    order.createdAt,
    lineIds,
    lines.map((_, position) => position),
    lines.map((line) => line.productId),
    lines.map((line) => line.name),
    lines.map((line) => line.category),
    lines.map((line) => line.quantity),
    lines.map((line) => line.unitPrice),
    lines.map((line) => line.basePrice),
    lines.map((line) => line.lineTotal),
    lines.map((line) => line.vendorId),
    lines.map((line) => line.vendorName),
    lines.map((line) => line.vendorPhone),
    order.attemptId,
    CART_LOCK_CLASS,
    order.consumerId,
    lines.map((line) => line.productId),
    lines.map((line) => line.quantity),
    parts.map((part) => part.id),
    parts.map((part) => part.vendorId),
    parts.map((part) => part.vendorName),
    lines.map((_, position) => parts.find((part) => part.positions.includes(position))?.id),
  ];
}

/** The answer to the checkout, built from what was just written. */
function placedView(order: NewOrder, lineIds: string[], parts: OrderPart[]): OrderView {
  const { priced, request, customer } = order;
  return {
    id: order.id,
    reference: consumerOrderRef(order.id),
    consumerId: order.consumerId,
    status: INITIAL_ORDER_STATUS,
    shippingAddress: request.shippingAddress,
    specialInstructions: request.instructions,
    paymentMethod: request.paymentMethod,
    subtotal: priced.subtotal,
    deliveryFee: priced.deliveryFee,
    totalAmount: priced.total,
    createdAt: order.createdAt.toISOString(),
    items: priced.lines.map((line, i) => ({
      id: lineIds[i],
      productId: line.productId,
      productName: line.name,
      category: line.category,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: line.lineTotal,
      vendorId: line.vendorId,
      vendorName: line.vendorName,
    })),
    fulfilments: parts.map((part) => ({
      vendorId: part.vendorId,
      vendorName: part.vendorName,
      status: INITIAL_ORDER_STATUS,
      itemIds: part.positions.map((position) => lineIds[position]),
    })),
    statusHistory: [{ status: INITIAL_ORDER_STATUS, at: order.createdAt.toISOString() }],
    customer: { fullName: customer.name, email: customer.email, phone: customer.phone },
  };
}
