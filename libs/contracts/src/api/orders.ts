import type { OrderStatus, PaymentMethod } from '../constants.js';

/** POST /api/v1/orders body; header Idempotency-Key. */
export interface PlaceOrderRequest {
  shippingAddress: string;
  paymentMethod?: PaymentMethod;
  instructions?: string;
}

export interface OrderLineView {
  id: string;
  productId: string;
  productName: string;
  category: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  vendorId: string | null;
  vendorName: string | null;
}

export interface OrderStatusEntry {
  status: OrderStatus;
  at: string;
}

export interface OrderView {
  id: string;
  /** IHE- + last 6 of the id, uppercase. */
  reference: string;
  consumerId: string;
  status: OrderStatus;
  shippingAddress: string;
  specialInstructions: string | null;
  paymentMethod: PaymentMethod;
  subtotal: number;
  deliveryFee: number;
  totalAmount: number;
  createdAt: string;
  items: OrderLineView[];
  statusHistory: OrderStatusEntry[];
  customer: { fullName: string; email: string; phone: string | null };
}

export interface OrderListResponse {
  items: OrderView[];
  total: number;
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Credit/Debit Card',
  bank_transfer: 'Bank Transfer',
  cash_on_delivery: 'Cash on Delivery',
  mobile_money: 'Mobile Money',
};

/** IHE- + the last 6 characters of the order id, uppercase (spec 2 §9). */
export const consumerOrderRef = (orderId: string) => `IHE-${orderId.slice(-6).toUpperCase()}`;
/** ORD- + the last 6 characters (vendor screens). */
export const vendorOrderRef = (orderId: string) => `ORD-${orderId.slice(-6).toUpperCase()}`;
/** # + the last 8 characters (checkout success screen). */
export const checkoutOrderRef = (orderId: string) => `#${orderId.slice(-8)}`;

export const CHECKOUT_MESSAGES = {
  addressRequired: 'Please enter a delivery address',
  paymentRequired: 'Please select a payment method',
  placed: 'Order placed successfully!',
  notificationsSent: 'WhatsApp notifications sent to admin and vendors',
  failed: 'Failed to create order',
  failedRetry: 'Failed to place order. Please try again.',
  emptyCart: 'Your cart is empty',
  freeDeliveryPrompt: (amount: string) => `Add ${amount} more for FREE delivery!`,
} as const;
