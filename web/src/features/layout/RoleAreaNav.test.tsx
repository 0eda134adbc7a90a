import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render.js';
import { ROLE_AREA_NAV } from './role-area-nav.js';
import { RoleAreaNav } from './RoleAreaNav.js';

describe('RoleAreaNav', () => {
  it('lists the area’s pages as links and marks the current one, a sub-page marking its parent', () => {
    const { items } = ROLE_AREA_NAV.admin;
    renderAt(
      <RoleAreaNav label="Supreme Admin navigation" items={items} pathname="/admin/dashboard/profile" />,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Supreme Admin navigation' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      items.map((item) => item.to),
    );
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('follows a link and tells the layout (to close the phone drawer)', async () => {
    let navigated = 0;
    const { router } = renderAt(
      <RoleAreaNav
        label="Vendor navigation"
        items={ROLE_AREA_NAV.vendor.items}
        pathname="/vendor-dashboard"
        onNavigate={() => navigated++}
      />,
      { path: '/vendor-dashboard' },
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/vendor-dashboard/orders');
    expect(navigated).toBe(1);
  });

  it('follows a link from the keyboard, telling the layout once', async () => {
    let navigated = 0;
    const { router } = renderAt(
      <RoleAreaNav
        label="Vendor navigation"
        items={ROLE_AREA_NAV.vendor.items}
        pathname="/vendor-dashboard"
        onNavigate={() => navigated++}
      />,
      { path: '/vendor-dashboard' },
    );
    screen.getByRole('link', { name: 'Orders' }).focus();
    await userEvent.setup({ delay: null }).keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/vendor-dashboard/orders');
    expect(navigated).toBe(1);
  });
});
