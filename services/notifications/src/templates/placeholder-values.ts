import type { OrderPlaced, PayloadOf } from '@ihe/contracts';
import type { PlaceholderValues } from './placeholders.js';
import { formatItemLine, formatLagosDate, formatLagosDateTime, formatNaira } from './message-formatting.js';

export type OrderPlacedPayload = PayloadOf<typeof OrderPlaced>;
export type OrderVendorShare = OrderPlacedPayload['vendors'][number];
export type OrderLine = OrderPlacedPayload['lines'][number];

/** spec 2 §9: estimated delivery in a message is 3 days (4320 minutes) from now. */
export const ESTIMATED_DELIVERY_MS = 4320 * 60 * 1000;

const NOT_PROVIDED = 'Not provided';

/** The lines of the order that belong to `vendor` (by id; a vendor without id by its phone). */
export function linesOfVendor(order: OrderPlacedPayload, vendor: OrderVendorShare): OrderLine[] {
  return order.lines.filter((line) =>
    vendor.vendorId !== null
      ? line.vendorId === vendor.vendorId
      : line.vendorId === null && line.vendorPhone === vendor.vendorPhone,
  );
}

/**
 * The values of every placeholder for one message. For a vendor's message (`vendor` given) the vendor
 * fields are that vendor's: its name, its earnings, and its items priced at what it earns (base price ×
 * quantity). For the others they cover the whole order: all vendor names, total earnings, all items.
 * `order_items` always lists every item at the customer's price, then the delivery fee, so the lines add up
 * to the total the message states.
 */
export function placeholderValues(
  order: OrderPlacedPayload,
  options: { now: Date; vendor?: OrderVendorShare },
): PlaceholderValues {
  const customerLines = order.lines.map((line) =>
    formatItemLine(line.productName, line.quantity, line.lineTotal),
  );
  const vendorLines = (lines: OrderLine[]) =>
    lines.map((line) => formatItemLine(line.productName, line.quantity, line.basePrice * line.quantity));
  const vendor = options.vendor;
  const vendorNames = [...new Set(order.vendors.map((share) => share.vendorName).filter((name) => !!name))];
  return {
    order_id: order.orderId,
    customer_name: order.customer.name,
    customer_email: order.customer.email,
    customer_phone: order.customer.phone?.trim() || NOT_PROVIDED,
    vendor_name: vendor ? (vendor.vendorName ?? 'Vendor') : vendorNames.join(', ') || NOT_PROVIDED,
    total_amount: formatNaira(order.total),
    vendor_earnings: formatNaira(
      vendor ? vendor.earnings : order.vendors.reduce((sum, share) => sum + share.earnings, 0),
    ),
    delivery_address: order.deliveryAddress,
    order_items: [...customerLines, deliveryFeeLine(order.deliveryFee)].join('\n'),
    vendor_order_items: (vendor ? vendorLines(linesOfVendor(order, vendor)) : vendorLines(order.lines)).join(
      '\n',
    ),
    order_time: formatLagosDateTime(new Date(order.createdAt)),
    estimated_delivery: formatLagosDate(new Date(options.now.getTime() + ESTIMATED_DELIVERY_MS)),
  };
}

/** The last line of `order_items`: the fee the total includes (spec 2: free above ₦10,000, else ₦1,500). */
export const deliveryFeeLine = (fee: number): string =>
  `Delivery fee: ${fee > 0 ? formatNaira(fee) : 'FREE'}`;
