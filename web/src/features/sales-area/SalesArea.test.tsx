import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/routes.js';
import { makeUser, renderRoutes, signedInSession } from '../../test/render.js';
import { salesBackend, salesManager } from './test-sales-backend.js';

const PAGES = ['/sales-dashboard', '/sales-dashboard/product-upload', '/sales-dashboard/audit-log'];
const PENDING_TEXT = 'Your sales manager account is pending approval. Please contact an administrator.';

describe('the sales-manager area', () => {
  it.each(PAGES)('gives %s the shared header with Logout and the side navigation', async (path) => {
    salesBackend();
    renderRoutes(routes, { path, session: signedInSession(salesManager) });
    expect(await screen.findByText('Sales Manager Portal')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Bisi Adewale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const navigation = screen.getByLabelText('Sales Manager navigation');
    for (const label of ['Overview', 'Product Upload', 'Audit Log'])
      expect(within(navigation).getByText(label)).toBeInTheDocument();
  });

  it('logs out from the header and goes home', async () => {
    const calls = salesBackend();
    const { router } = renderRoutes(routes, {
      path: '/sales-dashboard/audit-log',
      session: signedInSession(salesManager),
    });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.path === '/auth/logout')).toBe(true);
  });

  it.each([
    ['pending', null],
    ['rejected', false],
  ] as const)(
    'sends a %s sales manager home with the pending text from every page',
    async (_, isApproved) => {
      for (const path of PAGES) {
        const manager = { ...salesManager, isApproved };
        const calls = salesBackend(undefined, manager);
        const { router, unmount } = renderRoutes(routes, { path, session: signedInSession(manager) });
        expect(await screen.findByText(PENDING_TEXT)).toBeInTheDocument();
        await waitFor(() => expect(router.state.location.pathname).toBe('/'));
        expect(calls.some((call) => call.path.startsWith('/sales/'))).toBe(false);
        unmount();
      }
    },
  );

  it('sends other roles home with Access denied. Sales Manager access required.', async () => {
    const vendor = makeUser({ role: 'vendor', isApproved: true });
    salesBackend(undefined, vendor);
    const { router } = renderRoutes(routes, {
      path: '/sales-dashboard/audit-log',
      session: signedInSession(vendor),
    });
    expect(await screen.findByText('Access denied. Sales Manager access required.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
