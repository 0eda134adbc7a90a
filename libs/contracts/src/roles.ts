export const ROLES = ['consumer', 'vendor', 'sales_manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may choose at sign-up; admins are created by configuration. */
export const SIGNUP_ROLES = ['consumer', 'vendor', 'sales_manager'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  consumer: 'Consumer',
  vendor: 'Vendor',
  sales_manager: 'Sales Manager',
  admin: 'Supreme Admin',
};

/** Where the Dashboard link of the user menu goes (spec 1 §2). */
export function dashboardPathFor(role: Role | undefined | null): string {
  switch (role) {
    case 'sales_manager':
      return '/sales-dashboard';
    case 'admin':
      return '/admin/dashboard';
    case 'vendor':
      return '/vendor-dashboard';
    default:
      return '/consumer-dashboard';
  }
}

/** Where a wrong-role user is sent by a route guard (spec 1 §6). */
export function guardHomeFor(role: Role | undefined | null): string {
  switch (role) {
    case 'admin':
      return '/admin/sales-managers';
    case 'sales_manager':
      return '/sales-dashboard';
    case 'consumer':
      return '/consumer-dashboard';
    default:
      return '/';
  }
}
