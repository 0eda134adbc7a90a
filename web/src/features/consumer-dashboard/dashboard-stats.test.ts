import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@ihe/contracts';
import { makeOrder } from '../consumer-orders/test-orders.js';
import { dashboardStats, recentOrders } from './dashboard-stats.js';

const order = (status: OrderStatus, totalAmount: number, createdAt = '2026-11-22T10:00:00.000Z') =>
  makeOrder({ id: `${status}-${totalAmount}-${createdAt}`, status, totalAmount, createdAt });

describe('dashboardStats', () => {
  it('counts orders, delivered, the money spent and the active ones (pending + processing + shipped)', () => {
    const orders = [
      order('pending', 5_000),
      order('confirmed', 2_500),
      order('processing', 7_500.5),
      order('shipped', 1_000),
      order('delivered', 20_000),
      order('delivered', 3_000),
      order('cancelled', 50_000),
    ];
    expect(dashboardStats(orders)).toEqual({
      totalOrders: 7,
      delivered: 2,
      totalSpent: 39_000.5,
      activeOrders: 3,
    });
  });

  it('is all zeros with no orders', () => {
    expect(dashboardStats([])).toEqual({ totalOrders: 0, delivered: 0, totalSpent: 0, activeOrders: 0 });
  });

  it('does not count confirmed as active', () => {
    expect(dashboardStats([order('confirmed', 1)]).activeOrders).toBe(0);
  });
});

describe('recentOrders', () => {
  it('keeps the 3 newest', () => {
    const orders = [
      order('pending', 1, '2026-11-20T10:00:00.000Z'),
      order('pending', 2, '2026-11-22T10:00:00.000Z'),
      order('pending', 3, '2026-11-18T10:00:00.000Z'),
      order('pending', 4, '2026-11-21T10:00:00.000Z'),
    ];
    expect(recentOrders(orders).map((o) => o.totalAmount)).toEqual([2, 4, 1]);
  });
});
