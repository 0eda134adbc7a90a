import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../constants.js';
import { defineEvent } from './envelope.js';

const orderLineSchema = z.object({
  productId: z.string().uuid(),
  productName: z.string(),
  category: z.string(),
  quantity: z.number(),
  /** Customer display price per kg at the time of the order. */
  unitPrice: z.number(),
  /** Vendor's price per kg at the time of the order: the vendor earns this. */
  basePrice: z.number(),
  lineTotal: z.number(),
  vendorId: z.string().uuid().nullable(),
  vendorName: z.string().nullable(),
  vendorPhone: z.string().nullable(),
});
export type OrderPlacedLine = z.infer<typeof orderLineSchema>;

/** What each vendor of the order earns (sum of base price × quantity of its lines). */
const vendorEarningsSchema = z.object({
  vendorId: z.string().uuid().nullable(),
  vendorName: z.string().nullable(),
  vendorPhone: z.string().nullable(),
  earnings: z.number(),
  itemsTotal: z.number(),
});

/**
 * order.placed v1: everything its consumers (notifications, analytics, catalog) need without calling back.
 */
export const OrderPlaced = defineEvent(
  'order.placed',
  1,
  z.object({
    orderId: z.string().uuid(),
    createdAt: z.string(),
    customer: z.object({
      id: z.string().uuid(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    }),
    deliveryAddress: z.string(),
    specialInstructions: z.string().nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    subtotal: z.number(),
    deliveryFee: z.number(),
    total: z.number(),
    lines: z.array(orderLineSchema).min(1),
    vendors: z.array(vendorEarningsSchema),
    /** The catalog stock reservation this order confirms. */
    reservationId: z.string().uuid(),
  }),
);

/** A line whose state changed with the event: what stock returns and ledgers reverse need. */
const changedLineSchema = z.object({
  productId: z.string().uuid(),
  quantity: z.number(),
  unitPrice: z.number(),
  basePrice: z.number(),
});

/** The fulfilment (one vendor's part of the order) that moved, by its vendor (null: lines with no vendor). */
const fulfilmentChangeSchema = z.object({
  vendorId: z.string().uuid().nullable(),
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
});

/**
 * order.status-changed v1: one vendor's part of an order (its fulfilment) or the whole order changed.
 * `from`/`to` are the order's status (derived from its fulfilments; equal when only a part moved);
 * `fulfilment` names the vendor's part that moved (null for the initial pending, which names no part);
 * `lines` are every line of that fulfilment (empty for the initial pending: order.placed carries them).
 * One event per fulfilment that moved: a consumer's cancel of a three-vendor order is three events, in
 * the order they were applied, the last one carrying the order's final status.
 */
export const OrderStatusChanged = defineEvent(
  'order.status-changed',
  1,
  z.object({
    orderId: z.string().uuid(),
    consumerId: z.string().uuid(),
    from: z.enum(ORDER_STATUSES).nullable(),
    to: z.enum(ORDER_STATUSES),
    /** Who acted (user id): the vendor, the consumer; null for the system. */
    by: z.string().nullable(),
    /** The vendor who acted, when one did. */
    vendorId: z.string().uuid().nullable(),
    occurredAt: z.string(),
    fulfilment: fulfilmentChangeSchema.nullable(),
    lines: z.array(changedLineSchema),
    /** Every vendor whose part this concerns (live updates): all of the order's on the initial pending. */
    vendorIds: z.array(z.string().uuid()),
    /** For the customer's WhatsApp message on shipped and delivered (the customer projection's contact). */
    customer: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  }),
);

/** After an order's WhatsApp sends finish: sent n of m (spec 2 §8 toasts). */
export const NotificationOrderOutcome = defineEvent(
  'notification.order-outcome',
  1,
  z.object({
    orderId: z.string().uuid(),
    consumerId: z.string().uuid(),
    sent: z.number().int().min(0),
    total: z.number().int().min(0),
    disabled: z.boolean(),
  }),
);
