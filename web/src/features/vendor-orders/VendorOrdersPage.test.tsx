import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { OrderStatus, VendorOrderView } from '@ihe/contracts';
import { makeUser, renderRoutes, signedInSession, stubFetch, type FetchHandler } from '../../test/render.js';
import { FakeEventSource } from '../live-updates/fake-event-source.js';
import { makeVendorOrder } from './test-vendor-orders.js';
import { VendorLiveUpdates } from './VendorLiveUpdates.js';
import { VendorOrdersPage } from './VendorOrdersPage.js';

// The live stream's EventSource (fetch with an Authorization header) is replaced by a fake one.
vi.mock('../live-updates/authorized-event-source.js', async () => {
  const { FakeEventSource } = await import('../live-updates/fake-event-source.js');
  return {
    authorizedEventSource: (url: string, accessToken: string) => new FakeEventSource(url, accessToken),
  };
});

const routes: RouteObject[] = [
  {
    path: '/vendor-dashboard/orders',
    element: (
      <>
        <VendorLiveUpdates />
        <VendorOrdersPage />
      </>
    ),
  },
];
const session = signedInSession(makeUser({ role: 'vendor' }));

/** Orders in memory; a status change moves the vendor's part. */
function backend(initial: VendorOrderView[], extra?: FetchHandler) {
  let orders = structuredClone(initial);
  const calls = stubFetch(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.path === '/vendor/orders') {
      const status = call.query.get('status');
      const items = orders.filter((order) => !status || order.status === status);
      return { status: 200, body: { items, total: items.length } };
    }
    const match = /^\/vendor\/orders\/(.+)\/status$/.exec(call.path);
    if (match && call.method === 'POST') {
      const to = (call.body as { status: OrderStatus }).status;
      orders = orders.map((order) => (order.orderId === match[1] ? { ...order, status: to } : order));
      return { status: 200, body: orders.find((order) => order.orderId === match[1]) };
    }
    return { status: 404 };
  });
  return { calls, set: (next: VendorOrderView[]) => (orders = next) };
}

const render = (path = '/vendor-dashboard/orders') => renderRoutes(routes, { path, session });
const card = (ref: string) => screen.findByRole('article', { name: `Order ${ref}` });

describe('/vendor-dashboard/orders', () => {
  it('shows each order with only the vendor lines, its revenue, and the actions of its status', async () => {
    backend([
      makeVendorOrder('aaa001', 'pending'),
      makeVendorOrder('aaa002', 'confirmed'),
      makeVendorOrder('aaa003', 'shipped'),
      makeVendorOrder('aaa004', 'delivered'),
      makeVendorOrder('aaa005', 'cancelled'),
    ]);
    render();
    const pending = await card('ORD-AAA001');
    expect(within(pending).getByText('Benue Yam × 10 kg')).toBeInTheDocument();
    expect(within(pending).getByText('₦11,500', { selector: 'strong' })).toBeInTheDocument();
    expect(within(pending).getByText(/you earn ₦10,000/)).toBeInTheDocument();

    const buttons = async (ref: string) =>
      within(await card(ref))
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text !== 'Details');
    expect(await buttons('ORD-AAA001')).toEqual(['Confirm']);
    expect(await buttons('ORD-AAA002')).toEqual(['Mark as Shipped']);
    expect(await buttons('ORD-AAA003')).toEqual(['Mark as Delivered']);
    expect(await buttons('ORD-AAA004')).toEqual([]);
    expect(await buttons('ORD-AAA005')).toEqual([]);
  });

  it('confirms an order with the spec toast', async () => {
    const { calls } = backend([makeVendorOrder('aaa001', 'pending')]);
    render();
    await userEvent
      .setup({ delay: null })
      .click(within(await card('ORD-AAA001')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order status updated to confirmed')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/vendor/orders/00000000-0000-4000-8000-000000aaa001/status',
      body: { status: 'confirmed' },
    });
    expect(
      await within(await card('ORD-AAA001')).findByRole('button', { name: 'Mark as Shipped' }),
    ).toBeInTheDocument();
  });

  it('says Failed to update order status when the change is refused', async () => {
    backend([makeVendorOrder('aaa002', 'confirmed')], ({ method }) =>
      method === 'POST'
        ? { status: 409, body: { statusCode: 409, message: 'Invalid transition' } }
        : undefined!,
    );
    render();
    await userEvent
      .setup({ delay: null })
      .click(within(await card('ORD-AAA002')).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  });

  it('opens the details dialog from the URL and declines only after the confirmation', async () => {
    const { calls } = backend([makeVendorOrder('aaa001', 'pending')]);
    const { router } = render('/vendor-dashboard/orders?order=00000000-0000-4000-8000-000000aaa001');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Order ORD-AAA001')).toBeInTheDocument();
    expect(within(dialog).getByText('Chidi Okeke')).toBeInTheDocument();
    expect(within(dialog).getByText('chidi@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('4 Marina Road, Lagos')).toBeInTheDocument();
    expect(within(dialog).getByText('Benue Yam')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('button', { name: 'Decline Order' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/Decline this order\?/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Decline Order' }));

    expect(await screen.findByText('Order status updated to cancelled')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'cancelled' });
    // The footer's Close (the corner × is the other).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by status and searches through the URL and the server', async () => {
    const { calls } = backend([makeVendorOrder('aaa001', 'pending'), makeVendorOrder('aaa003', 'shipped')]);
    const { router } = render('/vendor-dashboard/orders?status=shipped');
    expect(await card('ORD-AAA003')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order ORD-AAA001' })).not.toBeInTheDocument();
    expect(calls[0]!.query.get('status')).toBe('shipped');

    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Search orders'), 'Chidi{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Chidi&status=shipped'));
    await waitFor(() => expect(calls.some((call) => call.query.get('search') === 'Chidi')).toBe(true));
  });

  it('says when no order matches, and when there are none', async () => {
    backend([]);
    const { unmount } = render('/vendor-dashboard/orders?status=delivered');
    expect(await screen.findByText('No orders match your current filters')).toBeInTheDocument();
    unmount();
    render();
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
  });

  it('reloads when an order.status-changed arrives on the live stream', async () => {
    FakeEventSource.instances = [];
    const order = makeVendorOrder('aaa001', 'pending');
    const { set } = backend([order]);
    render();
    expect(within(await card('ORD-AAA001')).getByText('Pending')).toBeInTheDocument();

    set([{ ...order, status: 'cancelled' }]);
    act(() =>
      FakeEventSource.latest().emit('order.status-changed', {
        orderId: order.orderId,
        from: 'pending',
        to: 'cancelled',
        occurredAt: '2026-11-22T16:00:00.000Z',
      }),
    );
    expect(await within(await card('ORD-AAA001')).findByText('Cancelled')).toBeInTheDocument();
  });

  it('says Failed to load orders and retries', async () => {
    let fail = true;
    backend([makeVendorOrder('aaa001', 'pending')], () => (fail ? { status: 500 } : undefined!));
    render();
    expect((await screen.findAllByText('Failed to load orders')).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('ORD-AAA001')).toBeInTheDocument();
  });
});
