import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { makeUser, renderRoutes, signedInSession, stubFetch, type FetchHandler } from '../../test/render.js';
import { makeEmptyStatement } from '../vendor-statement/test-statement.js';
import { makeVerification } from '../vendor-verification/test-verification.js';
import { makeDashboard } from './test-dashboard.js';
import { VendorDashboardPage } from './VendorDashboardPage.js';

const routes: RouteObject[] = [
  { path: '/vendor-dashboard', element: <VendorDashboardPage /> },
  { path: '/vendor-dashboard/orders', element: <p>Orders page</p> },
];
const vendor = makeUser({ role: 'vendor', businessName: 'Benue Yams Ltd', isApproved: false });

function backend(overrides: Partial<Record<string, ReturnType<FetchHandler>>> = {}) {
  return stubFetch(({ path }) => {
    if (path in overrides) return overrides[path]!;
    if (path === '/vendor/dashboard') return { status: 200, body: makeDashboard() };
    if (path === '/vendor/statement') return { status: 200, body: makeEmptyStatement() };
    if (path === '/vendor/verification')
      return { status: 200, body: makeVerification({ status: 'approved' }) };
    return { status: 404 };
  });
}

const statValue = (title: string) =>
  within(screen.getByText(title).closest('.ant-statistic') as HTMLElement).getByText(
    (_, element) => element?.classList.contains('ant-statistic-content-value') ?? false,
  ).textContent;

describe('/vendor-dashboard', () => {
  it('shows the business name, four figures, tiles, the 5 newest orders and both charts', async () => {
    backend();
    const { router } = renderRoutes(routes, { path: '/vendor-dashboard', session: signedInSession(vendor) });

    expect(await screen.findByRole('heading', { name: 'Benue Yams Ltd' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Revenue')).toBe('₦1,234,500'));
    expect(statValue('Total Orders')).toBe('42');
    expect(statValue('Active Products')).toBe('7');
    expect(statValue('Account Value')).toBe('₦2,500,000');

    const tiles = screen.getByRole('navigation', { name: 'Vendor sections' });
    for (const name of ['Overview', 'Products', 'Orders', 'Add Product'])
      expect(within(tiles).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();

    // The recent orders load after the figures.
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6); // header + 5
    expect(within(table).getByText('ORD-00ABC0')).toBeInTheDocument();
    expect(within(table).getByText('Customer 0')).toBeInTheDocument();
    expect(within(table).getByText('₦10,000')).toBeInTheDocument();
    expect(within(table).getAllByText('22 Nov 2026').length).toBe(5);

    expect(await screen.findByText('Revenue, last 30 days')).toBeInTheDocument();
    expect(screen.getByText('Top products')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Revenue by day, last 30 days: ₦250,000 in total/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Benue Yam ₦600,000/ })).toBeInTheDocument();
    // The earnings statement card closes the page.
    expect(await screen.findByText('Earnings statement')).toBeInTheDocument();
    expect(await screen.findByText('No earnings in this period yet')).toBeInTheDocument();
    // Approved: no banner.
    expect(screen.queryByText('Verification Pending')).not.toBeInTheDocument();

    await userEvent
      .setup({ delay: null })
      .click(within(table).getByRole('link', { name: 'View ORD-00ABC0' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-dashboard/orders'));
    expect(router.state.location.search).toBe('?order=00000000-aaaa-bbbb-cccc-00000000abc0');
  });

  it('shows the pending banner to a vendor under review', async () => {
    backend({ '/vendor/verification': { status: 200, body: makeVerification({ status: 'pending' }) } });
    renderRoutes(routes, { path: '/vendor-dashboard', session: signedInSession(vendor) });
    expect(await screen.findByText('Verification Pending')).toBeInTheDocument();
    expect(
      screen.getByText("Your vendor account is under review. You'll be notified once approved."),
    ).toBeInTheDocument();
  });

  it('says so when there are no sales to chart', async () => {
    backend({
      '/vendor/dashboard': {
        status: 200,
        body: makeDashboard({ recentOrders: [], topProducts: [], revenueByDay: [] }),
      },
    });
    renderRoutes(routes, { path: '/vendor-dashboard', session: signedInSession(vendor) });
    expect(await screen.findByText('No sales in the last 30 days yet')).toBeInTheDocument();
    expect(screen.getByText('Your best sellers will show here')).toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });

  it('says Failed to load dashboard data and retries', async () => {
    let fail = true;
    stubFetch(({ path }) => {
      if (path === '/vendor/verification') return { status: 404 };
      if (path === '/vendor/statement') return { status: 200, body: makeEmptyStatement() };
      return fail ? { status: 500 } : { status: 200, body: makeDashboard() };
    });
    renderRoutes(routes, { path: '/vendor-dashboard', session: signedInSession(vendor) });
    expect((await screen.findAllByText('Failed to load dashboard data')).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statValue('Total Orders')).toBe('42'));
  });
});
