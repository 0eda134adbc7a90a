import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderRoutes, signedInSession, stubFetch } from '../test/render.js';
import { routes } from './routes.js';

describe('route guards in the app', () => {
  it('sends a guest from /consumer-dashboard to /auth with the redirect', async () => {
    const { router } = renderRoutes(routes, { path: '/consumer-dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fconsumer-dashboard');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  it('turns a vendor away from consumer pages with the spec message', async () => {
    const { router } = renderRoutes(routes, {
      path: '/consumer-dashboard',
      session: signedInSession(makeUser({ role: 'vendor' })),
    });
    expect(await screen.findByText('Access denied. Consumer access required.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows Access Denied to a consumer on vendor pages', async () => {
    renderRoutes(routes, { path: '/vendor-dashboard', session: signedInSession() });
    expect(await screen.findByText('This area is only accessible to verified vendors.')).toBeInTheDocument();
  });

  it('re-validates admin routes and refuses non-admins', async () => {
    const consumer = makeUser();
    stubFetch(() => ({ status: 200, body: consumer }));
    renderRoutes(routes, { path: '/admin/dashboard', session: signedInSession(consumer) });
    expect(await screen.findByText('Administrative privileges required.')).toBeInTheDocument();
    expect(await screen.findByText('Access denied. Admin access required.')).toBeInTheDocument();
  });

  it('sends a pending sales manager home with the pending message', async () => {
    const pending = makeUser({ role: 'sales_manager', isApproved: null });
    stubFetch(() => ({ status: 200, body: pending }));
    const { router } = renderRoutes(routes, { path: '/sales-dashboard', session: signedInSession(pending) });
    expect(
      await screen.findByText(
        'Your sales manager account is pending approval. Please contact an administrator.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('uses the re-validated profile: a sales manager approved since login gets in', async () => {
    const stale = makeUser({ role: 'sales_manager', isApproved: null });
    stubFetch(() => ({ status: 200, body: { ...stale, isApproved: true } }));
    renderRoutes(routes, { path: '/sales-dashboard', session: signedInSession(stale) });
    expect(await screen.findByRole('heading', { name: 'Sales Dashboard' })).toBeInTheDocument();
  });

  it('sends a failed re-validation to /auth with its message', async () => {
    const admin = makeUser({ role: 'admin' });
    stubFetch(() => ({ status: 401 }));
    const { router } = renderRoutes(routes, { path: '/admin/dashboard', session: signedInSession(admin) });
    expect(await screen.findByText('Session validation failed. Please login again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('welcomes the right role on its landing page', async () => {
    renderRoutes(routes, { path: '/consumer-dashboard', session: signedInSession() });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.getAllByText('Consumer').length).toBeGreaterThan(0);
  });
});

describe('header', () => {
  it('shows the user menu with name, email, role and the consumer links', async () => {
    renderRoutes(routes, { path: '/', session: signedInSession() });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    const menu = await screen.findByRole('menu');
    const popup = menu.parentElement!;
    expect(within(popup).getByText('Ada Obi')).toBeInTheDocument();
    expect(within(popup).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(popup).getByText('Consumer')).toBeInTheDocument();
    expect(within(menu).getByText('Dashboard')).toBeInTheDocument();
    expect(within(menu).getByText('My Orders')).toBeInTheDocument();
    expect(within(menu).getByText('Profile Settings')).toBeInTheDocument();
  });

  it('logs out: revokes on the server, says so, goes home', async () => {
    const calls = stubFetch(() => ({ status: 204 }));
    const { router, store } = renderRoutes(routes, {
      path: '/consumer-dashboard',
      session: signedInSession(),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    await user.click(await screen.findByText('Logout'));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.status).toBe('signedOut');
    // The header loads the consumer's cart too; the logout call is the one that matters here.
    const logoutCall = calls.find((call) => call.path === '/auth/logout');
    // The refresh token is the browser's HttpOnly cookie: the page sends none, the server clears it.
    expect(logoutCall).toMatchObject({ method: 'POST', path: '/auth/logout', body: {} });
    expect(logoutCall?.headers.get('Authorization')).toMatch(/^Bearer access-/);
    expect(localStorage.getItem('ihe.signedIn')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('searches the shop from the header', async () => {
    const { router } = renderRoutes(routes, { path: '/' });
    const user = userEvent.setup({ delay: null });
    // The header renders one search box for desktop and one for phones; CSS shows one of them.
    const [search] = await screen.findAllByLabelText('Search products');
    await user.type(search!, 'yam{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/shop?search=yam'),
    );
  });
});

describe('not found', () => {
  it('shows the 404 page with a link home and logs the path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, { path: '/no-such-page' });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    );
  });
});
