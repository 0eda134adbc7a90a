import type { OrderStatus, VendorOrderView } from '@ihe/contracts';

export function makeVendorOrder(
  suffix: string,
  status: OrderStatus,
  overrides: Partial<VendorOrderView> = {},
): VendorOrderView {
  const orderId = `00000000-0000-4000-8000-000000${suffix}`;
  return {
    orderId,
    reference: `ORD-${suffix.toUpperCase()}`,
    status,
    orderStatus: status,
    createdAt: '2026-11-22T13:05:00.000Z',
    customer: { fullName: 'Chidi Okeke', email: 'chidi@example.com', phone: '+2348030000000' },
    shippingAddress: '4 Marina Road, Lagos',
    items: [
      {
        id: `l-${suffix}`,
        productId: 'p-yam',
        productName: 'Benue Yam',
        quantity: 10,
        unitPrice: 1150,
        totalPrice: 11_500,
      },
    ],
    itemsCount: 1,
    totalAmount: 11_500,
    earnings: 10_000,
    ...overrides,
  };
}
