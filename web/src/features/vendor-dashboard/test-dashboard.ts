import type { VendorDashboardResponse } from '@ihe/contracts';

export function makeDashboard(overrides: Partial<VendorDashboardResponse> = {}): VendorDashboardResponse {
  const recentOrders = Array.from({ length: 5 }, (_, i) => ({
    orderId: `0000000${i}-aaaa-bbbb-cccc-00000000abc${i}`,
    reference: `ORD-00ABC${i}`,
    customerName: `Customer ${i}`,
    itemsCount: i + 1,
    totalAmount: 10_000 * (i + 1),
    status: i === 0 ? ('pending' as const) : ('delivered' as const),
    orderDate: '2026-11-22T10:00:00.000Z',
  }));
  const revenueByDay = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10),
    revenue: i % 3 === 0 ? 25_000 : 0,
    orders: i % 3 === 0 ? 1 : 0,
  }));
  return {
    stats: { totalRevenue: 1_234_500, totalOrders: 42, activeProducts: 7, accountValue: 2_500_000 },
    recentOrders,
    revenueByDay,
    topProducts: [
      { productId: 'p1', name: 'Benue Yam', revenue: 600_000, quantity: 400 },
      { productId: 'p2', name: 'Ofada Rice', revenue: 200_000, quantity: 150 },
    ],
    ...overrides,
  };
}
