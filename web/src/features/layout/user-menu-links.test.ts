import { describe, expect, it } from 'vitest';
import { activeNavKey, ROLE_AREA_NAV } from './role-area-nav.js';
import { userMenuLinks } from './user-menu-links.js';

describe('userMenuLinks', () => {
  it('gives consumers Dashboard, My Orders and Profile Settings', () => {
    expect(userMenuLinks('consumer')).toEqual([
      { label: 'Dashboard', to: '/consumer-dashboard' },
      { label: 'My Orders', to: '/consumer-dashboard/orders' },
      { label: 'Profile Settings', to: '/consumer-dashboard/profile' },
    ]);
  });

  it.each([
    ['vendor', '/vendor-dashboard'],
    ['sales_manager', '/sales-dashboard'],
    ['admin', '/admin/dashboard'],
  ] as const)('gives %s no My Orders, and the profile under its own dashboard', (role, dashboard) => {
    expect(userMenuLinks(role)).toEqual([
      { label: 'Dashboard', to: dashboard },
      { label: 'Profile Settings', to: `${dashboard}/profile` },
    ]);
  });
});

describe('activeNavKey', () => {
  const items = ROLE_AREA_NAV.admin.items;
  it('picks the longest matching item', () => {
    expect(activeNavKey(items, '/admin/dashboard')).toBe('/admin/dashboard');
    expect(activeNavKey(items, '/admin/dashboard/profile')).toBe('/admin/dashboard/profile');
    expect(activeNavKey(items, '/admin/users')).toBe('/admin/users');
    expect(activeNavKey(items, '/admin/products')).toBeUndefined();
  });
});
