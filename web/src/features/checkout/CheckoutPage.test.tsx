import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import {
  makeLoginResponse,
  makeUser,
  renderRoutes,
  signedInSession,
  stubFetch,
  type FetchHandler,
} from '../../test/render.js';
import type { SessionState } from '../session/session-slice.js';
import { makeCart, makeCartLine, makeOrder } from '../consumer-orders/test-orders.js';
import { FakeEventSource } from '../live-updates/fake-event-source.js';
import { CheckoutPage } from './CheckoutPage.js';

// The live stream's EventSource (fetch with an Authorization header) is replaced by a fake one.
vi.mock('../live-updates/authorized-event-source.js', async () => {
  const { FakeEventSource } = await import('../live-updates/fake-event-source.js');
  return {
    authorizedEventSource: (url: string, accessToken: string) => new FakeEventSource(url, accessToken),
  };
});

const routes: RouteObject[] = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/auth', element: <p>Auth page</p> },
  { path: '/', element: <p>Home page</p> },
];

const cart = makeCart([
  makeCartLine('p-yam', 'Abakaliki Yam', 10, 800),
  makeCartLine('p-rice', 'Ofada Rice', 1, 1_000),
]);
const order = makeOrder({ subtotal: 9_000, deliveryFee: 1_500, totalAmount: 10_500 });

function backend(onOrder: FetchHandler, initialCart = cart) {
  let currentCart = initialCart;
  return stubFetch(async (call) => {
    if (call.method === 'GET' && call.path === '/cart') return { status: 200, body: currentCart };
    if (call.method === 'POST' && call.path === '/orders') {
      const answer = await onOrder(call);
      if (answer.status === 201) currentCart = makeCart([]);
      return answer;
    }
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
}

const placeButton = () => screen.findByRole('button', { name: /Place Order/ });

describe('/checkout', () => {
  it('asks a guest to log in, and brings them back here afterwards', async () => {
    renderRoutes(routes, { path: '/checkout' });
    // The page's h1 (axe page-has-heading-one).
    expect(await screen.findByRole('heading', { level: 1, name: 'Please Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?redirect=%2Fcheckout');
  });

  it('turns other roles away like every consumer page', async () => {
    const { router } = renderRoutes(routes, {
      path: '/checkout',
      session: signedInSession(makeUser({ role: 'vendor', isApproved: true })),
    });
    expect(await screen.findByText('Access denied. Consumer access required.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the customer, the prefilled address, card by default and the summary with the fee', async () => {
    backend(() => ({ status: 201, body: order }));
    renderRoutes(routes, { path: '/checkout', session: signedInSession() });

    expect(await screen.findByText('Abakaliki Yam')).toBeInTheDocument();
    // A name too long for its line is cut by CSS and whole in its title.
    expect(screen.getByTitle('Abakaliki Yam')).toHaveClass('ihe-checkout-line-name');
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery Address')).toHaveValue('12 Market Road, Enugu');
    expect(screen.getByRole('radio', { name: /Credit\/Debit Card/ })).toBeChecked();
    for (const method of ['Bank Transfer', 'Cash on Delivery', 'Mobile Money'])
      expect(screen.getByRole('radio', { name: new RegExp(method) })).not.toBeChecked();
    expect(screen.getByText('WhatsApp order updates')).toBeInTheDocument();
    expect(screen.getByText('₦9,000')).toBeInTheDocument();
    expect(screen.getByText('₦1,500')).toBeInTheDocument();
    expect(screen.getByText('Add ₦1,001 more for FREE delivery!')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₦10,500');
  });

  it('places one order for a double click, with an Idempotency-Key, then shows the success screen', async () => {
    FakeEventSource.instances = [];
    const calls = backend(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 201, body: order };
    });
    renderRoutes(routes, { path: '/checkout', session: signedInSession() });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    await user.type(screen.getByLabelText('Special Instructions (optional)'), 'Call at the gate');
    await user.dblClick(await placeButton());

    expect(await screen.findByText('Order Placed Successfully!')).toBeInTheDocument();
    expect(screen.getByText(/#abc12345/)).toBeInTheDocument();
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      shippingAddress: '12 Market Road, Enugu',
      paymentMethod: 'cash_on_delivery',
      instructions: 'Call at the gate',
    });
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The cart is read again: the server emptied it.
    await waitFor(() => expect(calls.filter((call) => call.path === '/cart').length).toBeGreaterThan(1));
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute(
      'href',
      '/consumer-dashboard/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');

    // The WhatsApp outcome arrives on the live stream, opened with the access token in a header, not the URL.
    const stream = FakeEventSource.latest();
    expect(stream.url).toMatch(/\/api\/v1\/events\/stream$/);
    expect(stream.accessToken).toMatch(/^access-/);
    stream.emit('notification.order-outcome', { orderId: order.id, sent: 3, total: 4, disabled: false });
    expect(await screen.findByText('3/4 WhatsApp notifications sent')).toBeInTheDocument();
  });

  it("shows the server's message and retries with the same key", async () => {
    let attempts = 0;
    const calls = backend(() =>
      ++attempts === 1
        ? {
            status: 409,
            body: { statusCode: 409, message: 'Not enough Abakaliki Yam in stock: 3 kg available' },
          }
        : { status: 201, body: order },
    );
    renderRoutes(routes, { path: '/checkout', session: signedInSession() });
    const user = userEvent.setup({ delay: null });

    await user.click(await placeButton());
    expect(await screen.findByText('Not enough Abakaliki Yam in stock: 3 kg available')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Place Order/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByText('Order Placed Successfully!')).toBeInTheDocument();

    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says "Failed to place order. Please try again." when the server fails', async () => {
    backend(() => ({ status: 503, body: { statusCode: 503, message: 'Service Unavailable' } }));
    renderRoutes(routes, { path: '/checkout', session: signedInSession() });
    await userEvent.setup({ delay: null }).click(await placeButton());
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeInTheDocument();
  });

  it('refuses a blank delivery address before calling the server', async () => {
    const calls = backend(() => ({ status: 201, body: order }));
    renderRoutes(routes, {
      path: '/checkout',
      session: signedInSession(makeUser({ deliveryAddress: null })),
    });
    await userEvent.setup({ delay: null }).click(await placeButton());
    expect(await screen.findByText('Please enter a delivery address')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows free delivery above ₦10,000 and an empty cart state', async () => {
    backend(
      () => ({ status: 201, body: order }),
      makeCart([makeCartLine('p-yam', 'Abakaliki Yam', 20, 800)]),
    );
    const { unmount } = renderRoutes(routes, { path: '/checkout', session: signedInSession() });
    const summary = (await screen.findByText('Order Summary')).closest('.ihe-checkout-card') as HTMLElement;
    expect(await within(summary).findByText('FREE')).toBeInTheDocument();
    expect(within(summary).queryByText(/more for FREE delivery/)).not.toBeInTheDocument();
    unmount();

    backend(() => ({ status: 201, body: order }), makeCart([]));
    renderRoutes(routes, { path: '/checkout', session: signedInSession() });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it("draws a returning consumer's form from the stored profile while the session is checked, the summary waiting", async () => {
    const user = makeUser();
    let answerRefresh!: () => void;
    const refreshed = new Promise<void>((resolve) => (answerRefresh = resolve));
    stubFetch(async (call) => {
      if (call.path === '/auth/refresh') {
        await refreshed;
        return { status: 200, body: makeLoginResponse(user) };
      }
      if (call.method === 'GET' && call.path === '/cart') return { status: 200, body: cart };
      return { status: 404, body: { statusCode: 404, message: 'Not found' } };
    });
    const checking: SessionState = { status: 'checking', user, tokens: null, endReason: null };
    renderRoutes(routes, { path: '/checkout', session: checking });

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery Address')).toHaveValue('12 Market Road, Enugu');
    expect(screen.queryByRole('button', { name: /Place Order/ })).not.toBeInTheDocument();
    const typing = userEvent.setup({ delay: null });
    await typing.type(screen.getByLabelText('Special Instructions (optional)'), 'Call at the gate');

    answerRefresh();
    expect(await placeButton()).toBeEnabled();
    expect(screen.getByText('Abakaliki Yam')).toBeInTheDocument();
    // The same form all along: what the buyer typed meanwhile is still there.
    expect(screen.getByLabelText('Special Instructions (optional)')).toHaveValue('Call at the gate');
  });

  it('without a profile to go by (the prerendered page), draws both the form and Please Login, for the stored session to pick', async () => {
    const checking: SessionState = { status: 'checking', user: null, tokens: null, endReason: null };
    stubFetch(() => new Promise(() => undefined));
    const { container } = renderRoutes(routes, { path: '/checkout', session: checking });

    const form = await screen.findByRole('form', { name: 'Checkout' });
    expect(form.closest('.ihe-checkout-for-stored-session')).not.toBeNull();
    expect(within(form).getByLabelText('Delivery Address')).toHaveValue('');
    expect(within(form).queryByText('Your cart is empty')).not.toBeInTheDocument();
    const login = screen.getByRole('heading', { level: 1, name: 'Please Login' });
    expect(login.closest('.ihe-checkout-for-guest')).not.toBeNull();
    expect(
      container.querySelectorAll('.ihe-checkout-for-stored-session, .ihe-checkout-for-guest'),
    ).toHaveLength(2);
  });
});
