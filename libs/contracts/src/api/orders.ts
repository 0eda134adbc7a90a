import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '../constants.js';

/** Limits of the order API (the spec gives none; these keep rows and pages bounded). */
export const ORDER_LIMITS = {
  shippingAddressMax: 500,
  instructionsMax: 1000,
  searchMax: 100,
  pageSizeDefault: 50,
  pageSizeMax: 100,
  /** Cart lines one order may have. */
  linesMax: 100,
} as const;

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

/**
 * One vendor's part of an order (its fulfilment, like Vendure's seller sub-order): its vendor (null for
 * lines sold without one), its own status and its lines. The order's status is derived from these.
 */
export interface OrderFulfilmentView {
  vendorId: string | null;
  vendorName: string | null;
  status: OrderStatus;
  /** Ids of the order's `items` in this part. */
  itemIds: string[];
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
  /**
   * Each vendor's part, in the order of its first line. The server always sends it; optional only so
   * that views built before it (the web's test fixtures) stay valid.
   */
  fulfilments?: OrderFulfilmentView[];
  statusHistory: OrderStatusEntry[];
  customer: { fullName: string; email: string; phone: string | null };
}

export interface OrderListResponse {
  /** Newest first; one page (query page, pageSize). */
  items: OrderView[];
  /** Orders matching the filters, all pages. */
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
  /** 409 when a cart line cannot be served: names the product and what is left. */
  notEnoughStock: (productName: string, availableKg: number) =>
    `Not enough ${productName} in stock: ${availableKg} kg available`,
  productUnavailable: (productName: string) => `${productName} is no longer available`,
  unknownProduct: 'A product in your cart is no longer available',
  idempotencyKeyRequired: 'An Idempotency-Key header (1 to 200 characters) is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order',
  inProgress: 'This order is still being placed. Please wait a moment.',
  instructionsTooLong: `Special instructions must be at most ${ORDER_LIMITS.instructionsMax} characters`,
  addressTooLong: `Delivery address must be at most ${ORDER_LIMITS.shippingAddressMax} characters`,
  tooManyLines: `An order can have at most ${ORDER_LIMITS.linesMax} different products`,
} as const;

/** GET /api/v1/orders and /api/v1/orders/:id errors. */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  statusChangeNotAllowed: (from: OrderStatus, to: OrderStatus) => `An order cannot go from ${from} to ${to}`,
  invalidStatus: `Invalid status. Use one of: all, ${ORDER_STATUSES.join(', ')}`,
  invalidPage: 'page must be a positive whole number',
  invalidPageSize: `pageSize must be a whole number from 1 to ${ORDER_LIMITS.pageSizeMax}`,
  searchTooLong: `search must be at most ${ORDER_LIMITS.searchMax} characters`,
  unknownQueryParameter: (name: string) => `Unknown query parameter: ${name}`,
  repeatedQueryParameter: (name: string) => `Query parameter ${name} must be given once`,
} as const;
