import { vendorOrderRef, type OrderStatus, type VendorOrderView } from '@ihe/contracts';

/** A vendor's part of an order with the order's columns, as pg returns it. */
export interface VendorPartRow {
  fulfilment_id: string;
  order_id: string;
  status: OrderStatus;
  order_status: OrderStatus;
  created_at: Date;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  shipping_address: string;
}

export interface VendorLineRow {
  id: string;
  fulfilment_id: string;
  product_id: string;
  product_name: string;
  quantity: string;
  unit_price: string;
  base_price: string;
  total_price: string;
}

export const VENDOR_PART_COLUMNS = `f.id AS fulfilment_id, f.order_id, f.status, o.status AS order_status, o.created_at,
  o.customer_name, o.customer_email, o.customer_phone, o.shipping_address`;

const naira = (amount: number) => Math.round(amount * 100) / 100;

/** The vendor's view of its part: only its own lines, its revenue (customer's price) and earnings (base). */
export function toVendorOrderView(row: VendorPartRow, lines: VendorLineRow[]): VendorOrderView {
  const items = lines.map((line) => ({
    id: line.id,
    productId: line.product_id,
    productName: line.product_name,
    quantity: Number(line.quantity),
    unitPrice: Number(line.unit_price),
    totalPrice: Number(line.total_price),
  }));
  return {
    orderId: row.order_id,
    reference: vendorOrderRef(row.order_id),
    status: row.status,
    orderStatus: row.order_status,
    createdAt: new Date(row.created_at).toISOString(),
    customer: { fullName: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    shippingAddress: row.shipping_address,
    items,
    itemsCount: items.length,
    totalAmount: naira(items.reduce((sum, item) => sum + item.totalPrice, 0)),
    earnings: naira(lines.reduce((sum, line) => sum + Number(line.base_price) * Number(line.quantity), 0)),
  };
}
