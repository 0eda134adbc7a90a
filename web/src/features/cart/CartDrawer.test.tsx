import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/routes.js';
import { renderRoutes, signedInSession, stubFetch } from '../../test/render.js';
import { makeCartView, makeLine } from './cart-test-data.js';

/** Lazy pages load slowly on a busy 2-core machine. */
const PAGE_LOAD = { timeout: 10_000 };

const rice = { id: 'rice-1', name: 'Ofada rice', price: 2500, stockQuantity: 40 };

async function openDrawer(countLabel: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('link', { name: countLabel }, PAGE_LOAD));
  return { user, drawer: await screen.findByRole('dialog') };
}

describe('cart drawer', () => {
  it('opens from the header icon with lines, subtotal and a Checkout button', async () => {
    stubFetch(() => ({ status: 200, body: makeCartView([makeLine(2), makeLine(3, rice)]) }));
    const { router } = renderRoutes(routes, { path: '/about', session: signedInSession() });
    const { user, drawer } = await openDrawer('Cart, 5 items');
    expect(router.state.location.pathname).toBe('/about');
    const lines = within(drawer).getByRole('list', { name: 'Items in your cart' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.getAttribute('aria-label')),
    ).toEqual(['Abakaliki white yam', 'Ofada rice']);
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('₦9,708');
    await user.click(within(drawer).getByRole('link', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('changes a quantity on the server', async () => {
    const calls = stubFetch(({ method }) => ({
      status: 200,
      body: makeCartView([makeLine(method === 'PATCH' ? 3 : 2)]),
    }));
    renderRoutes(routes, { path: '/about', session: signedInSession() });
    const { user, drawer } = await openDrawer('Cart, 2 items');
    await user.click(within(drawer).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ quantity: 3 });
  });

  it('removes an item after confirming: "Item removed from cart", then the empty state', async () => {
    const calls = stubFetch(({ method }) => ({
      status: 200,
      body: makeCartView(method === 'DELETE' ? [] : [makeLine(2)]),
    }));
    renderRoutes(routes, { path: '/about', session: signedInSession() });
    const { user, drawer } = await openDrawer('Cart, 2 items');
    await user.click(within(drawer).getByRole('button', { name: 'Remove Abakaliki white yam' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('removes a line when 0 is typed: "Item removed from cart", then the empty state', async () => {
    const calls = stubFetch(({ method }) => ({
      status: 200,
      body: makeCartView(method === 'PATCH' ? [] : [makeLine(2)]),
    }));
    renderRoutes(routes, { path: '/about', session: signedInSession() });
    const { user, drawer } = await openDrawer('Cart, 2 items');
    const quantity = within(drawer).getByLabelText('Quantity (kg) of Abakaliki white yam');
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ quantity: 0 });
  });

  it('removes a guest’s line when minus goes below 1', async () => {
    stubFetch(() => ({ status: 500 }));
    localStorage.setItem('ihe.cart', JSON.stringify({ version: 1, lines: [makeLine(1)] }));
    renderRoutes(routes, { path: '/about' });
    const { user, drawer } = await openDrawer('Cart, 1 item');
    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('shows a guest’s browser cart and can change it without the server', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    localStorage.setItem('ihe.cart', JSON.stringify({ version: 1, lines: [makeLine(2)] }));
    renderRoutes(routes, { path: '/about' });
    const { user, drawer } = await openDrawer('Cart, 2 items');
    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity' }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('ihe.cart')!).lines[0].quantity).toBe(1);
    expect(calls).toHaveLength(0);
  });

  it('is empty for a new guest, with a way to browse and to log in', async () => {
    renderRoutes(routes, { path: '/about' });
    const { drawer } = await openDrawer('Cart, 0 items');
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/shop');
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fabout',
    );
  });
});
