import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  FINANCIAL_CSV_COLUMNS,
  ProductCreated,
  UserLoggedIn,
  UserRegistered,
  UserStatusChanged,
  VendorRegistered,
  type AdminOverview,
  type DailyFinancials,
  type Role,
  type SystemActivity,
  type UserManagementList,
} from '@ihe/contracts';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { lagosDay } from '../src/ledger/ledger.rules.js';
import { DATE_RANGE_MESSAGES } from '../src/financials/date-range.rules.js';
import { startTestAnalytics, type TestAnalytics } from './analytics-test-app.js';
import { declineEvent, placedEvent, type ModelOrder } from './order-fixtures.js';

const ROUTES = [
  '/api/v1/admin/overview',
  '/api/v1/admin/activity',
  '/api/v1/admin/users',
  '/api/v1/admin/analytics/daily',
  '/api/v1/admin/analytics/daily/export',
];

const user = (role: Role, fullName: string, email: string) =>
  UserRegistered.create({
    userId: randomUUID(),
    role,
    email,
    fullName,
    phoneNumber: '+2348030000000',
    businessName: role === 'vendor' ? `${fullName} Farms` : null,
    isFarmer: role === 'vendor',
    isApproved: role === 'consumer' ? true : null,
    createdAt: new Date().toISOString(),
  });

const product = (vendorId: string, stockQuantity: number) =>
  ProductCreated.create({
    product: {
      id: randomUUID(),
      name: 'Yam',
      description: 'Tubers',
      category: 'tubers',
      basePrice: 1000,
      price: 1150,
      companyProfitPercentage: 15,
      stockQuantity,
      minimumOrderQuantity: 1,
      imageUrls: [],
      farmOrigin: null,
      isOrganic: false,
      vendorId,
      vendorFullName: null,
      vendorBusinessName: null,
      vendorPhone: null,
      createdAt: new Date().toISOString(),
    },
  });

describe('analytics: admin routes through the bus', () => {
  let env: ServiceTestEnv;
  let service: TestAnalytics;
  let admin: string;
  const consumer = user('consumer', 'Chidi Obi', 'chidi@example.ng');
  const vendorA = user('vendor', 'Ada Okafor', 'ada@farm.ng');
  const vendorB = user('vendor', 'Bola Ade', 'bola@farm.ng');
  const today = lagosDay(new Date());

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    service = await startTestAnalytics();
    admin = await service.tokenFor('admin');
    const [c, a, b] = [consumer, vendorA, vendorB].map((e) => e.payload as { userId: string });
    await service.deliver(consumer, vendorA, vendorB);
    await service.deliver(
      VendorRegistered.create({
        vendorId: a.userId,
        businessName: 'Okafor Farms',
        businessAddress: null,
        isFarmer: true,
        phoneNumber: '+234',
      }),
      product(a.userId, 50),
      product(a.userId, 8),
      product(b.userId, 0),
    );
    // Order 1: A 2 kg × 1150 (base 1000) + B 3 kg × 2300 (base 2000); subtotal 9200 → fee 1500. B declines.
    const order: ModelOrder = {
      orderId: randomUUID(),
      consumerId: c.userId,
      createdAt: new Date().toISOString(),
      lines: [
        { productId: randomUUID(), vendorId: a.userId, quantity: 2, unitPrice: 1150, basePrice: 1000 },
        { productId: randomUUID(), vendorId: b.userId, quantity: 3, unitPrice: 2300, basePrice: 2000 },
      ],
      cancelled: new Set(),
    };
    const placed = placedEvent(order);
    const declined = declineEvent(order, b.userId);
    await service.deliver(placed, declined, placed, declined);
    await service.deliver(
      UserStatusChanged.create({ userId: c.userId, status: 'suspended', notes: 'fraud check' }),
    );
  });
  afterAll(async () => {
    await service?.close();
    await env?.cleanup();
  });

  it('refuses every route to guests (401) and to every other role (403)', async () => {
    for (const route of ROUTES) {
      expect((await service.call('GET', route)).status).toBe(401);
      for (const role of ['consumer', 'vendor', 'sales_manager'] as const)
        expect([
          route,
          role,
          (await service.call('GET', route, await service.tokenFor(role))).status,
        ]).toEqual([route, role, 403]);
    }
  });

  it('overview: every figure from the ledger and projections, and the health signals', async () => {
    const { status, body } = await service.call<AdminOverview>('GET', '/api/v1/admin/overview', admin);
    expect(status).toBe(200);
    // Revenue: A's line 2300 + the fee 1500 (B's 6900 reversed); profit 300; earnings 2000.
    expect(body).toMatchObject({
      totalRevenue: 3800,
      revenueToday: 3800,
      revenueThisMonth: 3800,
      totalUsers: 3,
      totalConsumers: 1,
      totalVendors: 2,
      totalSalesManagers: 0,
      totalOrders: 1,
      ordersToday: 1,
      totalProducts: 3,
      activeProducts: 2,
      lowStockProducts: 2,
      pendingVendorVerifications: 1,
      companyProfitTotal: 300,
      vendorEarningsTotal: 2000,
    });
    expect(body.healthSignals.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'service:identity',
        'service:orders',
        'dead-letters',
        'failed-notifications-24h',
      ]),
    );
    // No other service runs in this test: each is down and costs its penalty.
    const penalties = body.healthSignals.reduce((sum, s) => sum + s.penalty, 0);
    expect(body.systemHealthScore).toBe(Math.max(0, 100 - penalties));
    expect(body.healthSignals.find((s) => s.name === 'service:identity')).toMatchObject({
      ok: false,
      penalty: 15,
    });
  });

  it('activity: newest first, limited, with types', async () => {
    const { body } = await service.call<SystemActivity[]>('GET', '/api/v1/admin/activity?limit=10', admin);
    expect(body.map((a) => a.activityType)).toEqual([
      'admin_action',
      'other',
      'new_order',
      'user_registration',
      'user_registration',
      'user_registration',
    ]);
    expect(body[0].description).toBe('Admin suspended Chidi Obi (fraud check)');
    expect(
      (await service.call<SystemActivity[]>('GET', '/api/v1/admin/activity?limit=2', admin)).body,
    ).toHaveLength(2);
    expect((await service.call('GET', '/api/v1/admin/activity?limit=0', admin)).status).toBe(400);
  });

  it('users: rows with status, totals (consumer spent, vendor earnings), role filter and search', async () => {
    const { body } = await service.call<UserManagementList>('GET', '/api/v1/admin/users', admin);
    expect(body.total).toBe(3);
    const byEmail = Object.fromEntries(body.items.map((row) => [row.email, row]));
    expect(byEmail['chidi@example.ng']).toMatchObject({
      role: 'consumer',
      isActive: false,
      isApproved: false,
      totalOrders: 1,
      totalSpent: 3800,
      accountValue: 3800,
      lastLogin: null,
      verificationStatus: null,
    });
    expect(byEmail['ada@farm.ng']).toMatchObject({
      role: 'vendor',
      verificationStatus: 'pending',
      businessName: 'Okafor Farms',
      totalOrders: 1,
      totalSpent: 0,
      accountValue: 2000,
    });
    expect(byEmail['bola@farm.ng']).toMatchObject({ totalOrders: 0, accountValue: 0 });
    const vendors = (
      await service.call<UserManagementList>('GET', '/api/v1/admin/users?role=vendor&search=OKAFOR', admin)
    ).body;
    expect([vendors.total, vendors.items.map((r) => r.email)]).toEqual([1, ['ada@farm.ng']]);
    expect((await service.call('GET', '/api/v1/admin/users?limit=101', admin)).status).toBe(400);
    expect((await service.call('GET', '/api/v1/admin/users?role=boss', admin)).status).toBe(400);
  });

  it('users: last login from user.logged-in, the latest whatever the arrival order', async () => {
    const at = (iso: string) =>
      UserLoggedIn.create({ userId: vendorB.payload.userId, role: 'vendor', at: iso });
    await service.deliver(at('2026-11-20T09:00:00.000Z'), at('2026-11-18T09:00:00.000Z'));
    const { body } = await service.call<UserManagementList>('GET', '/api/v1/admin/users?search=bola', admin);
    expect(body.items.map((row) => [row.email, row.lastLogin])).toEqual([
      ['bola@farm.ng', '2026-11-20T09:00:00.000Z'],
    ]);
  });

  it('daily financials: every day oldest first; bad periods are a clear 400', async () => {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const { status, body } = await service.call<DailyFinancials[]>(
      'GET',
      `/api/v1/admin/analytics/daily?from=${from}&to=${today}`,
      admin,
    );
    expect(status).toBe(200);
    expect(body.map((d) => d.periodDate)).toHaveLength(3);
    expect(body[0]).toEqual({
      periodDate: from,
      dailyRevenue: 0,
      dailyOrders: 0,
      companyProfit: 0,
      vendorEarnings: 0,
      averageOrderValue: 0,
    });
    expect(body[2]).toEqual({
      periodDate: today,
      dailyRevenue: 3800,
      dailyOrders: 1,
      companyProfit: 300,
      vendorEarnings: 2000,
      averageOrderValue: 3800,
    });
    for (const [query, message] of [
      ['?from=2025-02-30&to=2025-03-01', DATE_RANGE_MESSAGES.badDate],
      ['?from=2025/01/01&to=2025-03-01', DATE_RANGE_MESSAGES.badDate],
      ['?from=2025-03-02&to=2025-03-01', DATE_RANGE_MESSAGES.reversed],
      ['?from=2024-01-01&to=2025-01-01', DATE_RANGE_MESSAGES.tooLong],
    ]) {
      const answer = await service.call<{ message: string }>(
        'GET',
        `/api/v1/admin/analytics/daily${query}`,
        admin,
      );
      expect([query, answer.status, answer.body.message]).toEqual([query, 400, message]);
    }
    expect(
      (await service.call('GET', '/api/v1/admin/analytics/daily?from=2024-01-01&to=2024-12-31', admin))
        .status,
    ).toBe(200);
  });

  it('CSV export: the spec columns, one row per day, a dated file name', async () => {
    const answer = await service.raw(`/api/v1/admin/analytics/daily/export?from=${today}&to=${today}`, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="ihe-financials-${today}-to-${today}.csv"`,
    );
    expect(await answer.text()).toBe(
      `${FINANCIAL_CSV_COLUMNS.join(',')}\r\n${today},3800.00,1,300.00,2000.00,3800.00\r\n`,
    );
  });
});
