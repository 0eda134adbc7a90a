import {
  consumerOrderRef,
  type OrderFulfilmentView,
  type OrderLineView,
  type OrderStatus,
  type OrderView,
  type PaymentMethod,
} from '@ihe/contracts';

/** An orders row as pg returns it (numeric as strings). */
export interface OrderRow {
  id: string;
  consumer_id: string;
  status: OrderStatus;
  shipping_address: string;
  special_instructions: string | null;
  payment_method: PaymentMethod;
  subtotal: string;
  delivery_fee: string;
  total_amount: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  created_at: Date;
}

export interface OrderItemRow {
  id: string;
  order_id: string;
  product_id: string;
  product_name: string;
  category: string;
  quantity: string;
  unit_price: string;
  total_price: string;
  vendor_id: string | null;
  vendor_name: string | null;
  fulfilment_id: string;
  fulfilment_vendor_name: string | null;
  fulfilment_status: OrderStatus;
}

export interface StatusHistoryRow {
  order_id: string;
  to_status: OrderStatus;
  changed_at: Date;
}

export const ORDER_COLUMNS = `o.id, o.consumer_id, o.status, o.shipping_address, o.special_instructions, o.payment_method,
  o.subtotal, o.delivery_fee, o.total_amount, o.customer_name, o.customer_email, o.customer_phone, o.created_at`;

export function toLineView(row: OrderItemRow): OrderLineView {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    category: row.category,
    quantity: Number(row.quantity),
    unitPrice: Number(row.unit_price),
    totalPrice: Number(row.total_price),
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
  };
}

/** The consumer's view of an order (the base price and vendor phone stay inside). */
export function toOrderView(row: OrderRow, items: OrderItemRow[], history: StatusHistoryRow[]): OrderView {
  return {
    id: row.id,
    reference: consumerOrderRef(row.id),
    consumerId: row.consumer_id,
    status: row.status,
    shippingAddress: row.shipping_address,
    specialInstructions: row.special_instructions,
    paymentMethod: row.payment_method,
    subtotal: Number(row.subtotal),
    deliveryFee: Number(row.delivery_fee),
    totalAmount: Number(row.total_amount),
    createdAt: new Date(row.created_at).toISOString(),
    items: items.map(toLineView),
    fulfilments: fulfilmentViews(items),
    statusHistory: history.map((entry) => ({
      status: entry.to_status,
      at: new Date(entry.changed_at).toISOString(),
    })),
    customer: { fullName: row.customer_name, email: row.customer_email, phone: row.customer_phone },
  };
}

/** Each vendor's part, in the order of its first line (items come in line order). */
function fulfilmentViews(items: OrderItemRow[]): OrderFulfilmentView[] {
  const parts = new Map<string, OrderFulfilmentView>();
  for (const item of items) {
    const part = parts.get(item.fulfilment_id) ?? {
      vendorId: item.vendor_id,
      vendorName: item.fulfilment_vendor_name,
      status: item.fulfilment_status,
      itemIds: [],
    };
    parts.set(item.fulfilment_id, part);
    part.itemIds.push(item.id);
  }
  return [...parts.values()];
}
