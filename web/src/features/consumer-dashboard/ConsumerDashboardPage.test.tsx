import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { OrderView } from '@ihe/contracts';
import { renderRoutes, signedInSession, stubFetch } from '../../test/render.js';
import { makeOrder } from '../consumer-orders/test-orders.js';
import { ConsumerDashboardPage } from './ConsumerDashboardPage.js';

const routes: RouteObject[] = [
  { path: '/consumer-dashboard', element: <ConsumerDashboardPage /> },
  { path: '/consumer-dashboard/orders', element: <p>Orders page</p> },
];

const hex = (n: number) => n.toString(16).padStart(6, '0');
const orders: OrderView[] = [
  makeOrder({
    id: `order-${hex(0xa1)}`,
    status: 'pending',
    totalAmount: 5_000,
    createdAt: '2026-11-22T13:05:00Z',
  }),
  makeOrder({
    id: `order-${hex(0xb2)}`,
    status: 'shipped',
    totalAmount: 7_000,
    createdAt: '2026-11-21T09:00:00Z',
  }),
  makeOrder({
    id: `order-${hex(0xc3)}`,
    status: 'confirmed',
    totalAmount: 3_000,
    createdAt: '2026-11-20T09:00:00Z',
  }),
  makeOrder({
    id: `order-${hex(0xd4)}`,
    status: 'delivered',
    totalAmount: 10_000,
    createdAt: '2026-11-10T09:00:00Z',
  }),
  makeOrder({
    id: `order-${hex(0xe5)}`,
    status: 'cancelled',
    totalAmount: 99_000,
    createdAt: '2026-11-01T09:00:00Z',
  }),
];

const statValue = (title: string) =>
  within(screen.getByText(title).closest('.ant-statistic') as HTMLElement).getByText(
    (_, element) => element?.classList.contains('ant-statistic-content-value') ?? false,
  ).textContent;

describe('/consumer-dashboard', () => {
  it('shows the four cards, the 3 newest orders with refs and Track Order', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { items: orders, total: orders.length } }));
    const { router } = renderRoutes(routes, { path: '/consumer-dashboard', session: signedInSession() });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Orders')).toBe('5'));
    expect(statValue('Delivered')).toBe('1');
    expect(statValue('Total Spent')).toBe('₦25,000');
    expect(statValue('Active Orders')).toBe('2');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/orders' });
    expect(calls[0]!.query.get('pageSize')).toBe('100');

    const recent = screen.getByRole('list', { name: 'Recent orders' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(within(recent).getByText('IHE-0000A1')).toBeInTheDocument();
    expect(within(recent).queryByText('IHE-0000D4')).not.toBeInTheDocument();
    // Local time: 14:05 in Lagos (UTC+1); the test machine's zone decides the hour.
    expect(within(recent).getByText(/^22 Nov 2026, \d{2}:05 · 2 items$/)).toBeInTheDocument();

    for (const name of [
      'Browse Products',
      'View All Orders',
      'Request Logistics',
      'Edit Profile',
      'Account Settings',
    ])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Logistics' })).toHaveAttribute('href', '/logistics');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    await userEvent
      .setup({ delay: null })
      .click(within(recent).getByRole('button', { name: 'Track Order IHE-0000A1' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/consumer-dashboard/orders?track=order-${hex(0xa1)}`,
      ),
    );
  });

  it('reads every page when there are more orders than one page holds', async () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      makeOrder({ id: `order-${hex(i)}`, status: 'delivered', totalAmount: 100 }),
    );
    stubFetch(({ query }) => {
      const page = Number(query.get('page') ?? 1);
      return { status: 200, body: { items: many.slice((page - 1) * 100, page * 100), total: many.length } };
    });
    renderRoutes(routes, { path: '/consumer-dashboard', session: signedInSession() });
    await waitFor(() => expect(statValue('Total Orders')).toBe('130'));
    expect(statValue('Total Spent')).toBe('₦13,000');
  });

  it('says No orders yet when there are none', async () => {
    stubFetch(() => ({ status: 200, body: { items: [], total: 0 } }));
    renderRoutes(routes, { path: '/consumer-dashboard', session: signedInSession() });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(statValue('Total Orders')).toBe('0');
  });

  it('says Failed to load dashboard data and retries', async () => {
    let fail = true;
    stubFetch(() =>
      fail ? { status: 500 } : { status: 200, body: { items: orders, total: orders.length } },
    );
    renderRoutes(routes, { path: '/consumer-dashboard', session: signedInSession() });
    expect((await screen.findAllByText('Failed to load dashboard data')).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statValue('Total Orders')).toBe('5'));
  });
});
