import type { OrderStatus, OrderView } from '@ihe/contracts';

/** Statuses counted as Active Orders (spec 2 §4): confirmed is not counted. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipped'];

/** The dashboard shows this many recent orders (spec 2 §9). */
export const RECENT_ORDERS = 3;

export interface DashboardStats {
  totalOrders: number;
  delivered: number;
  /** Sum of order totals; cancelled orders were never paid for, so they are left out. */
  totalSpent: number;
  activeOrders: number;
}

export function dashboardStats(orders: Pick<OrderView, 'status' | 'totalAmount'>[]): DashboardStats {
  let kobo = 0;
  for (const order of orders) if (order.status !== 'cancelled') kobo += Math.round(order.totalAmount * 100);
  return {
    totalOrders: orders.length,
    delivered: orders.filter((order) => order.status === 'delivered').length,
    totalSpent: kobo / 100,
    activeOrders: orders.filter((order) => ACTIVE_STATUSES.includes(order.status)).length,
  };
}

/** The newest orders first (the API's order is newest first; sorted again so the rule does not depend on it). */
export function recentOrders<T extends Pick<OrderView, 'createdAt'>>(
  orders: T[],
  count = RECENT_ORDERS,
): T[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}
