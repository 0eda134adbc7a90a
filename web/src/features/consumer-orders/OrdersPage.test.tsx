import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { OrderView } from '@ihe/contracts';
import { renderRoutes, signedInSession, stubFetch, type FetchHandler } from '../../test/render.js';
import { FakeEventSource } from '../live-updates/fake-event-source.js';
import { ConsumerLiveUpdates } from './ConsumerLiveUpdates.js';
import { OrdersPage } from './OrdersPage.js';
import { makeCart, makeCartLine, makeOrder } from './test-orders.js';

// The live stream's EventSource (fetch with an Authorization header) is replaced by a fake one.
vi.mock('../live-updates/authorized-event-source.js', async () => {
  const { FakeEventSource } = await import('../live-updates/fake-event-source.js');
  return {
    authorizedEventSource: (url: string, accessToken: string) => new FakeEventSource(url, accessToken),
  };
});

const routes: RouteObject[] = [
  {
    path: '/consumer-dashboard/orders',
    element: (
      <>
        <ConsumerLiveUpdates />
        <OrdersPage />
      </>
    ),
  },
];

const first = makeOrder({ id: 'aaaaaaaa-0000-4000-8000-000000abc001', status: 'pending' });
const second = makeOrder({
  id: 'bbbbbbbb-0000-4000-8000-000000abc002',
  status: 'delivered',
  createdAt: '2026-11-20T08:30:00.000Z',
});

function ordersBackend(orders: OrderView[], extra?: FetchHandler) {
  return stubFetch(async (call) => {
    if (call.method === 'GET' && call.path === '/orders')
      return { status: 200, body: { items: orders, total: orders.length } };
    const answer = await extra?.(call);
    return answer ?? { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
}

const location = (router: ReturnType<typeof renderRoutes>['router']) =>
  router.state.location.pathname + router.state.location.search;

describe('/consumer-dashboard/orders', () => {
  it('shows each order with date and time, lines, line totals and the total', async () => {
    ordersBackend([first, second]);
    renderRoutes(routes, { path: '/consumer-dashboard/orders', session: signedInSession() });
    const card = await screen.findByRole('article', { name: 'Order IHE-ABC001' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText(/^22 Nov 2026, \d{2}:05$/)).toBeInTheDocument();
    expect(within(card).getByText('Abakaliki Yam × 10 kg')).toBeInTheDocument();
    expect(within(card).getByText('₦8,000')).toBeInTheDocument();
    expect(within(card).getByText('Ofada Rice × 4 kg')).toBeInTheDocument();
    expect(within(card).getByText('Total: ₦12,000')).toBeInTheDocument();
    // The fee the total includes is on the card, so its lines add up (free here: over ₦10,000).
    expect(within(card).getByText('Delivery fee').nextSibling).toHaveTextContent('FREE');
    expect(within(card).getByRole('link', { name: 'Invoice IHE-ABC001' })).toHaveAttribute(
      'href',
      `/consumer-dashboard/orders/${first.id}/invoice`,
    );
    expect(screen.getByRole('article', { name: 'Order IHE-ABC002' })).toBeInTheDocument();
  });

  it('lists the delivery fee of a small order, so lines and fee add up to the total', async () => {
    const small = makeOrder({
      id: 'aaaaaaaa-0000-4000-8000-000000abc003',
      subtotal: 7_245,
      deliveryFee: 1_500,
      totalAmount: 8_745,
    });
    ordersBackend([small]);
    renderRoutes(routes, { path: '/consumer-dashboard/orders', session: signedInSession() });
    const card = await screen.findByRole('article', { name: 'Order IHE-ABC003' });
    expect(within(card).getByText('Delivery fee').nextSibling).toHaveTextContent('₦1,500');
    expect(within(card).getByText('Total: ₦8,745')).toBeInTheDocument();
  });

  it('takes search and status from the URL and sends them to the server', async () => {
    const calls = ordersBackend([second]);
    renderRoutes(routes, {
      path: '/consumer-dashboard/orders?search=yam&status=delivered',
      session: signedInSession(),
    });
    await screen.findByRole('article', { name: 'Order IHE-ABC002' });
    const query = calls.find((call) => call.path === '/orders')!.query;
    expect(Object.fromEntries(query)).toEqual({ search: 'yam', status: 'delivered', pageSize: '10' });
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('yam');
    expect(screen.getByTitle('Delivered')).toBeInTheDocument();
  });

  it('puts a new status and a typed search in the URL', async () => {
    const calls = ordersBackend([first]);
    const { router } = renderRoutes(routes, {
      path: '/consumer-dashboard/orders',
      session: signedInSession(),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('article', { name: 'Order IHE-ABC001' });

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Shipped'));
    await waitFor(() => expect(location(router)).toBe('/consumer-dashboard/orders?status=shipped'));

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'rice');
    await waitFor(() =>
      expect(location(router)).toBe('/consumer-dashboard/orders?search=rice&status=shipped'),
    );
    await waitFor(() =>
      expect(calls.at(-1)!.query.toString()).toBe('search=rice&status=shipped&pageSize=10'),
    );
  });

  it('tells an empty history from no matches', async () => {
    ordersBackend([]);
    const { unmount } = renderRoutes(routes, {
      path: '/consumer-dashboard/orders',
      session: signedInSession(),
    });
    expect(await screen.findByText("You haven't placed any orders yet")).toBeInTheDocument();
    unmount();

    ordersBackend([]);
    const { router } = renderRoutes(routes, {
      path: '/consumer-dashboard/orders?status=cancelled',
      session: signedInSession(),
    });
    expect(await screen.findByText('No orders match your current filters')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location(router)).toBe('/consumer-dashboard/orders'));
  });

  it('says Failed to load orders, and Refresh/Retry load again', async () => {
    let fail = true;
    stubFetch(() => (fail ? { status: 500 } : { status: 200, body: { items: [first], total: 1 } }));
    renderRoutes(routes, { path: '/consumer-dashboard/orders', session: signedInSession() });
    expect((await screen.findAllByText('Failed to load orders')).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order IHE-ABC001' })).toBeInTheDocument();
  });

  it('Track opens the status timeline, kept in the URL', async () => {
    const confirmed = makeOrder({
      ...first,
      status: 'confirmed',
      statusHistory: [
        { status: 'pending', at: '2026-11-22T13:05:00.000Z' },
        { status: 'confirmed', at: '2026-11-22T15:30:00.000Z' },
      ],
    });
    ordersBackend([confirmed], (call) =>
      call.path === `/orders/${first.id}` ? { status: 200, body: confirmed } : undefined!,
    );
    const { router } = renderRoutes(routes, {
      path: '/consumer-dashboard/orders',
      session: signedInSession(),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Track IHE-ABC001' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Track Order IHE-ABC001')).toBeInTheDocument();
    expect(await within(dialog).findByText(/^22 Nov 2026, \d{2}:30$/)).toBeInTheDocument();
    for (const step of ['Pending', 'Processing', 'Shipped', 'Delivered'])
      expect(within(dialog).getAllByText(step).length).toBeGreaterThan(0);
    expect(location(router)).toBe(`/consumer-dashboard/orders?track=${first.id}`);
    // The footer's Close (the corner × is the other).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(location(router)).toBe('/consumer-dashboard/orders'));
  });

  it('updates a card when its status changes live', async () => {
    FakeEventSource.instances = [];
    const calls = ordersBackend([first]);
    renderRoutes(routes, { path: '/consumer-dashboard/orders', session: signedInSession() });
    const card = await screen.findByRole('article', { name: 'Order IHE-ABC001' });
    const requests = calls.length;

    act(() =>
      FakeEventSource.latest().emit('order.status-changed', {
        orderId: first.id,
        from: 'pending',
        to: 'shipped',
        occurredAt: '2026-11-22T16:00:00.000Z',
      }),
    );
    expect(await within(card).findByText('Shipped')).toBeInTheDocument();
    expect(within(card).queryByText('Pending')).not.toBeInTheDocument();
    expect(calls.length).toBe(requests);
  });

  it('Reorder puts the lines back in the cart and says what was added', async () => {
    let cart = makeCart([makeCartLine('p-yam', 'Abakaliki Yam', 2, 800)]);
    const calls = ordersBackend([first], (call) => {
      if (call.path === '/cart' && call.method === 'GET') return { status: 200, body: cart };
      if (call.path === '/cart/items' && call.method === 'POST') {
        const { productId, quantity } = call.body as { productId: string; quantity: number };
        if (productId === 'p-rice')
          return { status: 409, body: { statusCode: 409, message: 'Ofada Rice is out of stock' } };
        // The server caps the line at the 5 kg in stock.
        cart = makeCart([makeCartLine('p-yam', 'Abakaliki Yam', Math.min(2 + quantity, 5), 800)]);
        return { status: 200, body: cart };
      }
      return undefined!;
    });
    renderRoutes(routes, { path: '/consumer-dashboard/orders', session: signedInSession() });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Reorder IHE-ABC001' }));

    expect(
      await screen.findByText(
        'Added Abakaliki Yam × 3 kg to cart. Limited by stock: Abakaliki Yam. Not available: Ofada Rice',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/cart/items').map((call) => call.body)).toEqual([
      { productId: 'p-yam', quantity: 10 },
      { productId: 'p-rice', quantity: 4 },
    ]);
  });
});
