import type { AuditLogEntry, SalesOverview, SalesVendorOption, UserProfile } from '@ihe/contracts';
import { makeUser, stubFetch, type FetchHandler } from '../../test/render.js';

/** An approved sales manager, as the tests of the sales-manager pages sign in. */
export const salesManager: UserProfile = makeUser({
  id: 'sm-1',
  role: 'sales_manager',
  isApproved: true,
  firstName: 'Bisi',
  lastName: 'Adewale',
  fullName: 'Bisi Adewale',
  email: 'bisi@ihe.ng',
});

export const overview: SalesOverview = {
  totalProducts: 1284,
  pendingProducts: 37,
  approvedProducts: 1247,
  platformRevenue: 48_250_000,
};

export const vendors: SalesVendorOption[] = [
  { id: 'v-1', fullName: 'Terver Iorfa', businessName: 'Benue Yams Ltd' },
  { id: 'v-2', fullName: 'Amaka Eze', businessName: null },
];

export function makeAuditEntry(index: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: `a-${index}`,
    action: 'create',
    createdAt: '2026-11-24T13:05:00.000Z',
    productId: `p-${index}`,
    productName: `Product ${index}`,
    actorId: 'sm-1',
    actorName: 'Bisi Adewale',
    oldData: null,
    newData: { price: 1500, stockQuantity: 40 },
    ...overrides,
  };
}

/** The sales API and /me (the guard's re-validation); `extra` answers first when it returns something. */
export function salesBackend(extra?: FetchHandler, user: UserProfile = salesManager) {
  return stubFetch(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.path === '/me') return { status: 200, body: user };
    if (call.path === '/sales/overview') return { status: 200, body: overview };
    if (call.path === '/sales/vendors') return { status: 200, body: { items: vendors } };
    if (call.path === '/sales/audit-log')
      return { status: 200, body: { items: [makeAuditEntry(1)], total: 1 } };
    if (call.path === '/auth/logout') return { status: 204 };
    return { status: 404 };
  });
}
