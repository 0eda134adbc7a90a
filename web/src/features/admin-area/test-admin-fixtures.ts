import type { AdminOverview, DailyFinancials, SystemActivity, UserManagementRow } from '@ihe/contracts';
import { makeUser, signedInSession, type FetchHandler } from '../../test/render.js';

/** The admin the admin pages' tests sign in as. */
export const admin = makeUser({ id: 'admin-1', role: 'admin', firstName: 'Ngozi', fullName: 'Ngozi Okafor' });
export const adminSession = signedInSession(admin);

export function makeOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    totalRevenue: 48_250_000,
    revenueToday: 312_500,
    revenueThisMonth: 6_840_000,
    totalUsers: 1_532,
    totalConsumers: 1_401,
    totalVendors: 118,
    totalSalesManagers: 13,
    totalOrders: 9_876,
    ordersToday: 42,
    totalProducts: 860,
    activeProducts: 792,
    lowStockProducts: 31,
    pendingVendorVerifications: 6,
    companyProfitTotal: 6_293_478,
    vendorEarningsTotal: 41_956_522,
    systemHealthScore: 95,
    healthSignals: [
      { name: 'Services', ok: true, penalty: 0, detail: 'All 7 services answer' },
      { name: 'Outbox lag', ok: true, penalty: 0, detail: 'Oldest unsent event 2 s old' },
    ],
    ...overrides,
  };
}

export function makeActivity(index: number, overrides: Partial<SystemActivity> = {}): SystemActivity {
  return {
    activityId: `act-${index}`,
    activityType: 'new_order',
    description: `Order IHE-00000${index} placed for ₦12,500`,
    userName: 'Ada Obi',
    createdAt: '2026-11-24T13:05:00.000Z',
    ...overrides,
  };
}

export function makeUserRow(overrides: Partial<UserManagementRow> = {}): UserManagementRow {
  return {
    userId: 'u-ada',
    fullName: 'Ada Obi',
    email: 'ada@example.com',
    phoneNumber: '+2348012345678',
    role: 'consumer',
    isApproved: true,
    isActive: true,
    verificationStatus: null,
    businessName: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    lastLogin: '2026-11-24T08:15:00.000Z',
    totalOrders: 12,
    totalSpent: 184_500,
    accountValue: 184_500,
    ...overrides,
  };
}

export function makeDay(periodDate: string, revenue: number, orders: number): DailyFinancials {
  const profit = Math.round(revenue * 0.13);
  return {
    periodDate,
    dailyRevenue: revenue,
    dailyOrders: orders,
    companyProfit: profit,
    vendorEarnings: revenue - profit,
    averageOrderValue: orders === 0 ? 0 : Math.round(revenue / orders),
  };
}

/** A test backend's extra answers: undefined lets the default answer. */
export type ExtraAnswer = (
  call: Parameters<FetchHandler>[0],
) => Awaited<ReturnType<FetchHandler>> | undefined | Promise<Awaited<ReturnType<FetchHandler>> | undefined>;
