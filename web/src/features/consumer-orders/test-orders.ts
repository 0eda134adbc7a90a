import type { CartLineView, CartView, OrderStatus, OrderView } from '@ihe/contracts';

/** Test data: an order as GET /orders answers it. Ids end in distinct hex so refs differ. */
export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  const id = overrides.id ?? '3f1c2a9e-4b7d-4e21-9c3a-0000abc12345';
  const status: OrderStatus = overrides.status ?? 'pending';
  return {
    id,
    reference: `IHE-${id.slice(-6).toUpperCase()}`,
    consumerId: 'u-1',
    status,
    shippingAddress: '12 Market Road, Enugu',
    specialInstructions: null,
    paymentMethod: 'cash_on_delivery',
    subtotal: 12_000,
    deliveryFee: 0,
    totalAmount: 12_000,
    createdAt: '2026-11-22T13:05:00.000Z',
    items: [
      {
        id: `${id}-1`,
        productId: 'p-yam',
        productName: 'Abakaliki Yam',
        category: 'yam',
        quantity: 10,
        unitPrice: 800,
        totalPrice: 8_000,
        vendorId: 'v-1',
        vendorName: 'Okafor Farms',
      },
      {
        id: `${id}-2`,
        productId: 'p-rice',
        productName: 'Ofada Rice',
        category: 'rice',
        quantity: 4,
        unitPrice: 1_000,
        totalPrice: 4_000,
        vendorId: 'v-2',
        vendorName: 'Delta Grains',
      },
    ],
    statusHistory: [{ status: 'pending', at: '2026-11-22T13:05:00.000Z' }],
    customer: { fullName: 'Ada Obi', email: 'ada@example.com', phone: '+2348012345678' },
    ...overrides,
  };
}

export function makeCartLine(
  productId: string,
  name: string,
  quantity: number,
  unitPrice: number,
  available = true,
): CartLineView {
  return {
    productId,
    quantity,
    unitPrice,
    totalPrice: quantity * unitPrice,
    addedAt: '2026-11-22T12:00:00.000Z',
    product: {
      id: productId,
      name,
      price: unitPrice,
      imageUrls: [],
      stockQuantity: 100,
      category: 'yam',
      vendor: { id: 'v-1', fullName: 'Okafor Farms', businessName: 'Okafor Farms' },
      available,
    },
  };
}

export function makeCart(items: CartLineView[]): CartView {
  const counted = items.filter((line) => line.product.available);
  return {
    items,
    itemCount: counted.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: counted.reduce((sum, line) => sum + line.totalPrice, 0),
  };
}
