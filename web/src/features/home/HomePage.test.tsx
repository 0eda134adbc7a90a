import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/routes.js';
import { renderRoutes, stubFetch } from '../../test/render.js';
import { makeProduct } from '../cart/cart-test-data.js';

/** Lazy pages load slowly on a busy 2-core machine. */
const PAGE_LOAD = { timeout: 10_000 };

function homeApi() {
  return stubFetch(({ path }) => {
    if (path === '/categories/counts')
      return { status: 200, body: { yam: 9, plantain: 1, rice: 10, vegetables: 0, fruits: 9, grains: 9 } };
    if (path === '/products')
      return {
        status: 200,
        body: {
          items: [
            makeProduct(),
            makeProduct({ id: 'p-2', name: 'Ofada rice' }),
            makeProduct({ id: 'p-3', name: 'Acha' }),
          ],
          total: 55,
          page: 1,
          pageSize: 3,
        },
      };
    return { status: 404 };
  });
}

describe('home page', () => {
  it('links each home category to the shop with its live count', async () => {
    homeApi();
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByRole('link', { name: /Yam\s*9 products/ }, PAGE_LOAD)).toHaveAttribute(
      'href',
      '/shop?category=yam',
    );
    expect(screen.getByRole('link', { name: /Plantain\s*1 product$/ })).toHaveAttribute(
      'href',
      '/shop?category=plantain',
    );
    expect(screen.getByRole('link', { name: /Vegetables\s*0 products/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Fruits/ })).toBeNull();
  });

  it('shows the stats, the three banners, three featured products and Request Quote', async () => {
    homeApi();
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Ofada rice' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    for (const text of ['500+', 'Verified Farmers', '10K+', 'Orders Delivered', '24/7', 'Logistics Support'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Flash Sale')).toBeInTheDocument();
    expect(screen.getByText('Organic Premium')).toBeInTheDocument();
    expect(screen.getByText('On orders above ₦50,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shop Organic/ })).toHaveAttribute('href', '/shop?organic=true');
    const footerCategories = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(footerCategories.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/shop?category=vegetables,fruits',
      '/shop?category=grains',
      '/shop?category=dairy',
      '/shop?organic=true',
    ]);
    expect(screen.getByRole('link', { name: /Request Quote/ })).toHaveAttribute('href', '/logistics');
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Request Logistics' })).toHaveAttribute('href', '/logistics');
  });

  it('searches from the hero: Enter goes to /shop?search=, empty goes to /shop', async () => {
    homeApi();
    const { router } = renderRoutes(routes, { path: '/' });
    const user = userEvent.setup({ delay: null });
    const hero = (await screen.findByRole(
      'region',
      { name: /Fresh farm produce/ },
      PAGE_LOAD,
    )) as HTMLElement;
    const box = hero.querySelector('input')!;
    await user.type(box, 'ofada rice{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ofada%20rice'));
  });
});
