import type { Role } from '../roles.js';

/**
 * The admin area's API (spec 2 §2 Admin, §3 admin overview, system activity, user management row,
 * daily financials, §4 user status, §9 limits). Analytics owns the figures (a ledger kept from events);
 * identity executes the user actions.
 */

/** Health score colours (spec 2 §9): 90 and above green, 75 and above yellow, below red. */
export const HEALTH_THRESHOLDS = { green: 90, yellow: 75 } as const;
export type HealthColour = 'green' | 'yellow' | 'red';
export function healthColour(score: number): HealthColour {
  if (score >= HEALTH_THRESHOLDS.green) return 'green';
  return score >= HEALTH_THRESHOLDS.yellow ? 'yellow' : 'red';
}

/** One signal behind the health score, and how much it took off (0 when healthy). */
export interface HealthSignal {
  name: string;
  ok: boolean;
  /** Points taken off 100. */
  penalty: number;
  detail: string;
}

/** GET /api/v1/admin/overview (spec 2 §3, camelCase). Money in naira. */
export interface AdminOverview {
  totalRevenue: number;
  revenueToday: number;
  revenueThisMonth: number;
  totalUsers: number;
  totalConsumers: number;
  totalVendors: number;
  totalSalesManagers: number;
  totalOrders: number;
  ordersToday: number;
  totalProducts: number;
  activeProducts: number;
  lowStockProducts: number;
  pendingVendorVerifications: number;
  companyProfitTotal: number;
  vendorEarningsTotal: number;
  /** 0 to 100, from real signals; `healthSignals` says which lowered it. */
  systemHealthScore: number;
  healthSignals: HealthSignal[];
}

export const ACTIVITY_TYPES = ['admin_action', 'user_registration', 'new_order', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** GET /api/v1/admin/activity?limit=10 → newest first. */
export interface SystemActivity {
  activityId: string;
  activityType: ActivityType;
  description: string;
  userName: string | null;
  createdAt: string;
}

export const USER_ACTIONS = ['suspend', 'activate', 'delete'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** GET /api/v1/admin/users?role=&search=&limit=100&offset=0 rows (spec 2 §3). */
export interface UserManagementRow {
  userId: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  role: Role;
  isApproved: boolean | null;
  isActive: boolean;
  /** A vendor's verification status, else null. */
  verificationStatus: string | null;
  businessName: string | null;
  createdAt: string;
  lastLogin: string | null;
  totalOrders: number;
  totalSpent: number;
  accountValue: number;
}

export interface UserManagementList {
  items: UserManagementRow[];
  total: number;
}

/** POST /api/v1/admin/users/:id/actions body. */
export interface UserActionRequest {
  action: UserAction;
  notes?: string;
}
export interface UserActionResponse {
  success: boolean;
  message: string;
  /** The user's state after the action, for the admin's list to show at once (it is another service's read). */
  user: { id: string; isActive: boolean; isApproved: boolean | null; deleted: boolean };
}

/**
 * User status display (spec 2 §4): a suspended (not active) account → Suspended, whatever its approval;
 * otherwise not approved → Pending Approval; approved and active → Active.
 */
export type UserStatusLabel = 'Pending Approval' | 'Active' | 'Suspended';
export function userStatusLabel(row: Pick<UserManagementRow, 'isApproved' | 'isActive'>): UserStatusLabel {
  if (row.isActive === false) return 'Suspended';
  return row.isApproved === true ? 'Active' : 'Pending Approval';
}

/**
 * The actions offered for a row (spec 2 §4): suspend when approved, activate when not, delete always; admins
 * none. A suspended user (approved but not active, shown Suspended) is offered activate too, else nothing
 * could restore it; a row without isActive is taken as active.
 */
export function userActionsFor(
  row: Pick<UserManagementRow, 'role' | 'isApproved'> & Partial<Pick<UserManagementRow, 'isActive'>>,
): UserAction[] {
  if (row.role === 'admin') return [];
  return row.isApproved === true && row.isActive !== false ? ['suspend', 'delete'] : ['activate', 'delete'];
}

/** Analytics periods (spec 2 §9), in days; 30 is the default. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export const DEFAULT_ANALYTICS_PERIOD = 30;

/** GET /api/v1/admin/analytics/daily?from=YYYY-MM-DD&to=YYYY-MM-DD rows, oldest first, every day present. */
export interface DailyFinancials {
  periodDate: string;
  dailyRevenue: number;
  dailyOrders: number;
  companyProfit: number;
  vendorEarnings: number;
  averageOrderValue: number;
}

/** Financial CSV columns (spec 2 §9). */
export const FINANCIAL_CSV_COLUMNS = [
  'Date',
  'Revenue',
  'Orders',
  'Company Profit',
  'Vendor Earnings',
  'Avg Order Value',
] as const;

export const ADMIN_LIMITS = { recentActivity: 10, usersPerFetch: 100, notesMax: 1000 } as const;

/** spec 2 §8, verbatim; the server's own texts after them. */
export const ADMIN_MESSAGES = {
  dashboardFailed: 'Failed to load dashboard data',
  dashboardRefreshed: 'Dashboard refreshed',
  usersFailed: 'Failed to load users',
  actionFailed: 'Action failed',
  performFailed: 'Failed to perform action',
  analyticsFailed: 'Failed to load analytics data',
  exported: 'Analytics data exported successfully',
  exportFailed: 'Failed to export data',
  // The server's own
  noActionsOnAdmins: 'Admin accounts cannot be suspended, activated or deleted',
  userNotFound: 'User not found',
  suspended: 'User suspended',
  activated: 'User activated',
  deleted: 'User deleted',
  accountSuspended: 'Your account has been suspended. Please contact support.',
  alreadySuspended: 'This account is already suspended',
  alreadyActive: 'This account is already active',
  vendorApprovedByVerification:
    'A vendor is approved through vendor verification, not by activating the account',
  accountDeleted: 'This account has been deleted',
  actionInvalid: 'Action must be suspend, activate or delete',
  notesText: 'Notes must be text',
  notesTooLong: `Notes must be at most ${ADMIN_LIMITS.notesMax} characters`,
} as const;
