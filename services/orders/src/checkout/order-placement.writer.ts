import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CHECKOUT_MESSAGES, consumerOrderRef, type OrderView } from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { CART_LOCK_CLASS } from '../cart/cart.service.js';
import type { CustomerContact } from '../customer-projection/customer-contact.js';
import { statusChangedEvent, type StatusChange } from '../orders/order-status.writer.js';
import { INITIAL_ORDER_STATUS } from '../orders/order-status.js';
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
 * Writes a placed order in one transaction (ARCHITECTURE.md, transactional outbox): the attempt marked
 * placed (still ours, or nothing happens), the order, its lines, the first status (pending), the
 * ordered lines taken out of the cart, and order.placed + order.status-changed in the outbox.
 */
@Injectable()
export class OrderPlacementWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  // Few statements on purpose: this transaction runs once per order and each round trip costs both sides.
  async write(order: NewOrder): Promise<OrderView> {
    const lineIds = order.priced.lines.map(() => randomUUID());
    const initial: StatusChange = {
      orderId: order.id,
      consumerId: order.consumerId,
      from: null,
      to: INITIAL_ORDER_STATUS,
      by: order.consumerId,
      at: order.createdAt,
    };
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.markPlaced(manager, order))) throw new ConflictException(CHECKOUT_MESSAGES.inProgress);
      await this.insertOrder(manager, order, lineIds);
      await this.takeOutOfCart(manager, order);
      await this.outbox.add(manager, [orderPlacedEvent(order), statusChangedEvent(initial)]);
    });
    return placedView(order, lineIds);
  }

  /**
   * Marks the attempt placed if it is still this request's (not taken over), holding the consumer's
   * cart lock (the cart service's) so no cart change interleaves with taking the ordered lines out.
   */
  private async markPlaced(manager: EntityManager, order: NewOrder): Promise<boolean> {
    const [, updated]: [unknown[], number] = await manager.query(
      `WITH cart_lock AS (SELECT pg_advisory_xact_lock($5, hashtext($6)))
       UPDATE checkout_attempts SET order_id = $4 FROM cart_lock
        WHERE consumer_id = $1 AND idempotency_key = $2 AND attempt_id = $3 AND order_id IS NULL`,
      [order.consumerId, order.idempotencyKey, order.attemptId, order.id, CART_LOCK_CLASS, order.consumerId],
    );
    return updated === 1;
  }

  /** The order, its lines and its first status, in one statement. */
  private async insertOrder(manager: EntityManager, order: NewOrder, lineIds: string[]): Promise<void> {
    const { request, customer, priced } = order;
    const lines = priced.lines;
    await manager.query(
      `WITH placed AS (
         INSERT INTO orders (id, consumer_id, status, shipping_address, special_instructions, payment_method,
           subtotal, delivery_fee, total_amount, customer_name, customer_email, customer_phone, reservation_id,
           idempotency_key, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
         RETURNING id),
       items AS (
         INSERT INTO order_items (id, order_id, position, product_id, product_name, category, quantity,
           unit_price, base_price, total_price, vendor_id, vendor_name, vendor_phone)
         SELECT l.id, placed.id, l.position, l.product_id, l.product_name, l.category, l.quantity, l.unit_price,
                l.base_price, l.total_price, l.vendor_id, l.vendor_name, l.vendor_phone
           FROM placed, unnest($16::uuid[], $17::int[], $18::uuid[], $19::text[], $20::text[], $21::numeric[],
                               $22::numeric[], $23::numeric[], $24::numeric[], $25::uuid[], $26::text[], $27::text[])
             AS l(id, position, product_id, product_name, category, quantity, unit_price, base_price,
                  total_price, vendor_id, vendor_name, vendor_phone))
       INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, changed_at)
       SELECT placed.id, NULL, $3, $2, $15 FROM placed`,
      [
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
      ],
    );
  }

  /**
   * Clears what was ordered from the cart (spec 2 §4: the cart is cleared). A line the consumer grew in
   * another tab while this checkout ran keeps the extra; lines added meanwhile stay.
   */
  private async takeOutOfCart(manager: EntityManager, order: NewOrder): Promise<void> {
    await manager.query(
      `WITH ordered AS (SELECT * FROM unnest($2::uuid[], $3::numeric[]) AS o(product_id, quantity)),
            kept AS (
              UPDATE cart_items c SET quantity = c.quantity - o.quantity,
                                      total_price = round((c.quantity - o.quantity) * c.unit_price, 2)
                FROM ordered o
               WHERE c.consumer_id = $1 AND c.product_id = o.product_id AND c.quantity > o.quantity)
       DELETE FROM cart_items c USING ordered o
        WHERE c.consumer_id = $1 AND c.product_id = o.product_id AND c.quantity <= o.quantity`,
      [
        order.consumerId,
        order.priced.lines.map((line) => line.productId),
        order.priced.lines.map((line) => line.quantity),
      ],
    );
  }
}

/** The answer to the checkout, built from what was just written. */
function placedView(order: NewOrder, lineIds: string[]): OrderView {
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
    statusHistory: [{ status: INITIAL_ORDER_STATUS, at: order.createdAt.toISOString() }],
    customer: { fullName: customer.name, email: customer.email, phone: customer.phone },
  };
}
