import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { VendorProductView } from '@ihe/contracts';
import { makeUser, renderRoutes, signedInSession, stubFetch, type FetchHandler } from '../../test/render.js';
import { threeProducts } from './test-products.js';
import { VendorProductsPage } from './VendorProductsPage.js';

const routes: RouteObject[] = [{ path: '/vendor-dashboard/products', element: <VendorProductsPage /> }];
const session = signedInSession(makeUser({ role: 'vendor' }));

/** A small in-memory back end: list (with search), PATCH and DELETE change it. */
function backend(extra?: FetchHandler) {
  let products: VendorProductView[] = structuredClone(threeProducts);
  return stubFetch(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    const { path, method, query, body } = call;
    if (path === '/vendor/products' && method === 'GET') {
      const search = query.get('search')?.toLowerCase() ?? '';
      const items = products.filter(
        (p) => p.name.toLowerCase().includes(search) || p.category.includes(search),
      );
      return { status: 200, body: { items, total: items.length } };
    }
    const id = path.split('/').at(-1);
    if (method === 'PATCH') {
      products = products.map((p) => (p.id === id ? { ...p, ...(body as object) } : p));
      return { status: 200, body: products.find((p) => p.id === id) };
    }
    if (method === 'DELETE') {
      products = products.filter((p) => p.id !== id);
      return { status: 204 };
    }
    if (path === '/profit-setting')
      return { status: 200, body: { profitPercentage: 15, minimumProfitAmount: 0 } };
    return { status: 404 };
  });
}

const render = (path = '/vendor-dashboard/products') => renderRoutes(routes, { path, session });
const card = (name: string) => screen.findByRole('article', { name });
const statValue = (title: string) =>
  within(screen.getByText(title).closest('.ant-statistic') as HTMLElement).getByText(
    (_, element) => element?.classList.contains('ant-statistic-content-value') ?? false,
  ).textContent;

describe('/vendor-dashboard/products', () => {
  it('lists the products with price, stock, orders, revenue, the status tag and three summary cards', async () => {
    backend();
    render();
    const yam = await card('Benue Yam');
    expect(within(yam).getByText('₦1,150')).toBeInTheDocument();
    expect(within(yam).getByText('you earn ₦1,000')).toBeInTheDocument();
    expect(within(yam).getByText('500 kg')).toBeInTheDocument();
    expect(within(yam).getByText('12')).toBeInTheDocument();
    expect(within(yam).getByText('₦345,000')).toBeInTheDocument();
    expect(within(yam).getByText('Active')).toBeInTheDocument();
    expect(within(await card('Ofada Rice')).getByText('Low Stock')).toBeInTheDocument();
    expect(within(await card('Fresh Okra')).getByText('Inactive')).toBeInTheDocument();

    await waitFor(() => expect(statValue('Total Products')).toBe('3'));
    expect(statValue('Active Products')).toBe('1');
    expect(statValue('Low Stock Products')).toBe('1');
  });

  it('searches by name or category through the URL', async () => {
    const calls = backend();
    const { router } = render();
    await card('Benue Yam');
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Search products'), 'grains{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=grains'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Benue Yam' })).not.toBeInTheDocument());
    expect(await card('Ofada Rice')).toBeInTheDocument();
    expect(calls.some((call) => call.query.get('search') === 'grains')).toBe(true);
    // The summary still counts every product.
    expect(statValue('Total Products')).toBe('3');
  });

  it('deactivates (stock 0) and activates (stock 1) with the spec toasts', async () => {
    const calls = backend();
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(within(await card('Benue Yam')).getByRole('button', { name: 'Deactivate Benue Yam' }));
    expect(await screen.findByText('Product deactivated successfully')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card('Benue Yam')).getByText('Inactive')).toBeInTheDocument(),
    );

    await user.click(within(await card('Fresh Okra')).getByRole('button', { name: 'Activate Fresh Okra' }));
    expect(await screen.findByText('Product activated successfully')).toBeInTheDocument();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => [call.path, call.body])).toEqual([
      ['/vendor/products/p-yam', { stockQuantity: 0 }],
      ['/vendor/products/p-okra', { stockQuantity: 1 }],
    ]);
  });

  it('says Failed to update product status when the change fails', async () => {
    backend(({ method }) => (method === 'PATCH' ? { status: 500 } : undefined!));
    render();
    await userEvent
      .setup({ delay: null })
      .click(within(await card('Benue Yam')).getByRole('button', { name: 'Deactivate Benue Yam' }));
    expect(await screen.findByText('Failed to update product status')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const calls = backend();
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(within(await card('Ofada Rice')).getByRole('button', { name: 'Delete Ofada Rice' }));
    expect(await screen.findByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(await card('Ofada Rice')).getByRole('button', { name: 'Delete Ofada Rice' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/vendor/products/p-rice',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ofada Rice' })).not.toBeInTheDocument(),
    );
  });

  it('says Failed to delete product when the delete fails', async () => {
    backend(({ method }) => (method === 'DELETE' ? { status: 500 } : undefined!));
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(within(await card('Ofada Rice')).getByRole('button', { name: 'Delete Ofada Rice' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
  });

  it('edits name, price and stock, sending only what changed, with the price calculator', async () => {
    const calls = backend();
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(within(await card('Benue Yam')).getByRole('button', { name: 'Edit Benue Yam' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByLabelText('Your price per kg (₦)');
    await waitFor(() => expect(price).toHaveValue('1000'));
    await user.clear(price);
    await user.type(price, '2000');
    const calculator = within(dialog).getByRole('region', { name: 'Price calculator' });
    await waitFor(() => expect(within(calculator).getByText('₦2,300')).toBeInTheDocument());
    const name = within(dialog).getByLabelText('Product name');
    await user.clear(name);
    await user.type(name, 'Benue White Yam');
    await user.click(within(dialog).getByLabelText('Organic produce'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Benue White Yam',
      basePrice: 2000,
      isOrganic: true,
    });
    expect(await card('Benue White Yam')).toBeInTheDocument();
  });

  it('refuses an edit that breaks a rule', async () => {
    const calls = backend();
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(within(await card('Benue Yam')).getByRole('button', { name: 'Edit Benue Yam' }));
    const dialog = await screen.findByRole('dialog');
    const stock = within(dialog).getByLabelText('Stock quantity (kg)');
    await waitFor(() => expect(stock).toHaveValue('500'));
    await user.clear(stock);
    await user.type(stock, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Stock quantity cannot be negative')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('views a product with its details and images', async () => {
    backend();
    render();
    await userEvent
      .setup({ delay: null })
      .click(within(await card('Benue Yam')).getByRole('button', { name: 'View Benue Yam' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('img', { name: 'Benue Yam, image 1' })).toHaveAttribute(
      'src',
      '/img/yam.webp',
    );
    expect(within(drawer).getByText('Large white yam tubers from Gboko.')).toBeInTheDocument();
    expect(within(drawer).getByText('Gboko, Benue')).toBeInTheDocument();
    expect(within(drawer).getByText('5 kg')).toBeInTheDocument();
  });

  it('closes the View tooltip when the drawer opens, though the pointer stays on the button', async () => {
    backend();
    render();
    const user = userEvent.setup({ delay: null });
    const view = within(await card('Benue Yam')).getByRole('button', { name: 'View Benue Yam' });
    await user.hover(view);
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
    expect(tooltip).toHaveTextContent('View');
    await user.click(view);
    await screen.findByRole('dialog');
    await waitFor(() => expect(tooltip).not.toBeVisible());
  });

  it("keeps the tooltip shut when View is clicked before the tooltip's hover delay has run out", async () => {
    backend();
    render();
    const user = userEvent.setup({ delay: null });
    const view = within(await card('Benue Yam')).getByRole('button', { name: 'View Benue Yam' });
    await user.hover(view);
    await user.click(view);
    await screen.findByRole('dialog');
    // antd opens a hover tooltip 0.1 s after the pointer arrives; give it well over that.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says Failed to load products and retries', async () => {
    let fail = true;
    backend(({ method }) => (fail && method === 'GET' ? { status: 500 } : undefined!));
    render();
    expect((await screen.findAllByText('Failed to load products')).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Benue Yam')).toBeInTheDocument();
  });
});
