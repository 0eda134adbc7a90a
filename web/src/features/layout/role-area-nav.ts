import type { Role } from '@ihe/contracts';

export interface AreaNavItem {
  to: string;
  label: string;
}

/**
 * Side navigation of each role area. Only pages that exist are listed; the issues that build
 * orders, products, approvals… add their entries here.
 */
export const ROLE_AREA_NAV: Record<Role, { title: string; items: AreaNavItem[] }> = {
  consumer: {
    title: 'My Account',
    items: [
      { to: '/consumer-dashboard', label: 'Overview' },
      { to: '/consumer-dashboard/orders', label: 'Orders' },
      { to: '/consumer-dashboard/profile', label: 'Profile' },
    ],
  },
  vendor: {
    title: 'Vendor',
    items: [
      { to: '/vendor-dashboard', label: 'Overview' },
      { to: '/vendor-dashboard/products', label: 'Products' },
      { to: '/vendor-dashboard/orders', label: 'Orders' },
      { to: '/vendor-dashboard/add-product', label: 'Add Product' },
      { to: '/vendor-dashboard/profile', label: 'Profile' },
    ],
  },
  sales_manager: {
    title: 'Sales Manager',
    items: [
      { to: '/sales-dashboard', label: 'Overview' },
      { to: '/sales-dashboard/product-upload', label: 'Product Upload' },
      { to: '/sales-dashboard/audit-log', label: 'Audit Log' },
    ],
  },
  admin: {
    title: 'Supreme Admin',
    items: [
      { to: '/admin/dashboard', label: 'Dashboard' },
      { to: '/admin/users', label: 'Users' },
      { to: '/admin/analytics', label: 'Analytics' },
      { to: '/admin/sales-managers', label: 'Sales Managers' },
      { to: '/admin/vendors', label: 'Vendors' },
      { to: '/admin/whatsapp', label: 'WhatsApp' },
      { to: '/admin/dashboard/profile', label: 'Profile' },
    ],
  },
};

/** The nav item for a path: the longest matching prefix, so sub-pages highlight their parent. */
export function activeNavKey(items: AreaNavItem[], pathname: string): string | undefined {
  return items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
}
