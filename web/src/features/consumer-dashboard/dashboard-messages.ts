/** Consumer dashboard texts of spec 2 §2 and §8. */
export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
  noOrders: 'No orders yet',
} as const;
