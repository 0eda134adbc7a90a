import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductListResponse } from '@ihe/contracts';
import { routes } from '../../app/routes.js';
import { renderRoutes, signedInSession, stubFetch, type FetchHandler } from '../../test/render.js';
import { makeCartView, makeLine, makeProduct } from '../cart/cart-test-data.js';

/** Lazy pages load slowly on a busy 2-core machine. */
const PAGE_LOAD = { timeout: 10_000 };

const yam = makeProduct();
const rice = makeProduct({
  id: '5def6cf3-ee9c-4e2b-bef6-000000000002',
  name: 'Abakaliki long-grain rice',
  category: 'rice',
  price: 1725,
  stockQuantity: 0,
  isOrganic: true,
  vendor: { id: 'v-2', fullName: 'Abubakar Argungu', businessName: null },
});

const page = (items = [yam, rice], total = items.length): ProductListResponse => ({
  items,
  total,
  page: 1,
  pageSize: 24,
});

function catalog(list: (query: URLSearchParams) => { status: number; body?: unknown }): FetchHandler {
  return ({ method, path }) => {
    if (path === '/products') return list(lastQuery);
    if (method === 'GET' && path === '/cart') return { status: 200, body: makeCartView([]) };
    return { status: 404 };
  };
}

// The stub sees the path only; the query string of the last products call is captured here.
let lastQuery = new URLSearchParams();
function captureQueries() {
  const real = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/products')) lastQuery = url.searchParams;
    return real(input, init);
  };
}

describe('/shop', () => {
  // The failure's Result is a chunk of its own: transformed up front, so its test waits for the page
  // rather than for the transform (several seconds on a busy machine).
  beforeAll(async () => {
    await import('antd/es/result/index.js');
  }, 60_000);

  it('pre-fills search, category and sort from the URL and asks the API for exactly that', async () => {
    stubFetch(catalog(() => ({ status: 200, body: page([yam]) })));
    captureQueries();
    renderRoutes(routes, { path: '/shop?search=white&category=Yam&sort=price-low' });
    expect(
      await screen.findByRole('heading', { name: 'Abakaliki white yam' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('white');
    const filters = screen.getByRole('search', { name: 'Filter products' });
    expect(chosen(filters, 'Category')).toBe('Yam');
    expect(chosen(filters, 'Sort by')).toBe('Price: Low to High');
    expect(Object.fromEntries(lastQuery)).toEqual({
      search: 'white',
      category: 'yam',
      sort: 'price-low',
      pageSize: '24',
    });
  });

  it('shows each card’s facts: price per kg, organic, vendor, origin, stock, rating, out of stock', async () => {
    stubFetch(catalog(() => ({ status: 200, body: page() })));
    renderRoutes(routes, { path: '/shop' });
    const yamCard = (await screen.findByRole(
      'article',
      { name: 'Abakaliki white yam' },
      PAGE_LOAD,
    )) as HTMLElement;
    expect(within(yamCard).getByText('₦1,104')).toBeInTheDocument();
    expect(within(yamCard).getByText('Benue Golden Yams Cooperative')).toBeInTheDocument();
    expect(within(yamCard).getByText('Ebonyi')).toBeInTheDocument();
    expect(within(yamCard).getByText('75 kg in stock')).toBeInTheDocument();
    expect(within(yamCard).getByText('4.5')).toBeInTheDocument();
    expect(within(yamCard).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    // The card names sit right under the page's h1: h2, so headings skip no level (axe's heading-order).
    expect(within(yamCard).getByRole('heading', { level: 2 })).toHaveTextContent('Abakaliki white yam');
    expect(within(yamCard).queryByText('Organic')).toBeNull();
    expect(within(yamCard).getByRole('button', { name: 'Add to Cart: Abakaliki white yam' })).toBeEnabled();

    const riceCard = screen.getByRole('article', { name: 'Abakaliki long-grain rice' });
    expect(within(riceCard).getByText('Organic')).toBeInTheDocument();
    expect(within(riceCard).getByText('Abubakar Argungu')).toBeInTheDocument();
    expect(within(riceCard).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('keeps the stepper between 1 and the stock', async () => {
    stubFetch(catalog(() => ({ status: 200, body: page([makeProduct({ stockQuantity: 2.7 })]) })));
    renderRoutes(routes, { path: '/shop' });
    const card = await screen.findByRole('article', { name: 'Abakaliki white yam' }, PAGE_LOAD);
    const user = userEvent.setup({ delay: null });
    const quantity = within(card).getByLabelText('Quantity (kg) of Abakaliki white yam');
    expect(quantity).toHaveValue('1');
    expect(within(card).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    const increase = within(card).getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    expect(quantity).toHaveValue('2');
    expect(increase).toBeDisabled();
  });

  it('says so when nothing matches', async () => {
    stubFetch(catalog(() => ({ status: 200, body: page([]) })));
    renderRoutes(routes, { path: '/shop?search=caviar' });
    expect(await screen.findByText('No products found', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('filters on the organic flag from the URL, shown as a chip that removes it', async () => {
    stubFetch(catalog(() => ({ status: 200, body: page([rice]) })));
    captureQueries();
    const { router } = renderRoutes(routes, { path: '/shop?category=rice&organic=true' });
    await screen.findByRole('heading', { name: 'Abakaliki long-grain rice' }, PAGE_LOAD);
    expect(Object.fromEntries(lastQuery)).toEqual({ category: 'rice', organic: 'true', pageSize: '24' });
    const filters = screen.getByRole('group', { name: 'Active filters' });
    expect(within(filters).getByText('Organic only')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(within(filters).getByRole('button', { name: 'Remove filter: Organic only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=rice'));
    await waitFor(() => expect(lastQuery.has('organic')).toBe(false));
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });

  it('asks for several categories at once and shows them as the chosen category', async () => {
    stubFetch(catalog(() => ({ status: 200, body: page([yam]) })));
    captureQueries();
    renderRoutes(routes, { path: '/shop?category=vegetables,fruits' });
    await screen.findByRole('heading', { name: 'Abakaliki white yam' }, PAGE_LOAD);
    expect(lastQuery.get('category')).toBe('vegetables,fruits');
    const filters = screen.getByRole('search', { name: 'Filter products' });
    expect(chosen(filters, 'Category')).toBe('Vegetables, Fruits');
  });

  it('names a category the shop does not sell instead of listing everything', async () => {
    const calls = stubFetch(catalog(() => ({ status: 200, body: page([yam]) })));
    renderRoutes(routes, { path: '/shop?category=dairy' });
    expect(await screen.findByText('No products found in "dairy"', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('article')).toBeNull();
    expect(calls.filter((call) => call.path === '/products')).toEqual([]);
  });

  it('says "Failed to load products" and retries', async () => {
    let fail = true;
    stubFetch(catalog(() => (fail ? { status: 503 } : { status: 200, body: page([yam]) })));
    renderRoutes(routes, { path: '/shop' });
    expect(await screen.findAllByText('Failed to load products', {}, PAGE_LOAD)).not.toHaveLength(0);
    fail = false;
    // The failure's Result loads on demand (a chunk of its own), after the toast with the same text.
    const retry = await screen.findByRole('button', { name: /Try again/ }, PAGE_LOAD);
    await userEvent.setup({ delay: null }).click(retry);
    expect(
      await screen.findByRole('heading', { name: 'Abakaliki white yam' }, PAGE_LOAD),
    ).toBeInTheDocument();
  });

  it('puts filter changes in the URL, back to page 1', async () => {
    stubFetch(catalog(() => ({ status: 200, body: page([yam]) })));
    const { router } = renderRoutes(routes, { path: '/shop?sort=price-high&page=2' });
    await screen.findByRole('heading', { name: 'Abakaliki white yam' }, PAGE_LOAD);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Search'), 'yam{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=yam&sort=price-high'));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Yam'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=yam&category=yam&sort=price-high'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Name A-Z'));
    await waitFor(() => expect(router.state.location.search).toBe('?search=yam&category=yam'));
    // The search box's clear button empties it and lists the category's every product again.
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe('?category=yam'));
  });

  it('links each page of the list, its filters kept, the current one marked', async () => {
    stubFetch(catalog(() => ({ status: 200, body: page([yam], 50) })));
    captureQueries();
    const { router } = renderRoutes(routes, { path: '/shop?category=yam&sort=price-low&page=2' });
    await screen.findByRole('heading', { name: 'Abakaliki white yam' }, PAGE_LOAD);
    expect(lastQuery.get('page')).toBe('2');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/shop?category=yam&sort=price-low',
    );
    await userEvent.setup({ delay: null }).click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=yam&sort=price-low&page=3'));
    await waitFor(() => expect(lastQuery.get('page')).toBe('3'));
    const last = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(last).getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(last).getByRole('link', { name: 'Next page' })).not.toHaveAttribute('href');
  });

  it('shows no page links when the list fits on one page', async () => {
    stubFetch(catalog(() => ({ status: 200, body: page([yam], 24) })));
    renderRoutes(routes, { path: '/shop' });
    await screen.findByRole('heading', { name: 'Abakaliki white yam' }, PAGE_LOAD);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('sends a guest who adds to the cart to log in, coming back here after', async () => {
    const calls: string[] = [];
    stubFetch((request) => {
      calls.push(`${request.method} ${request.path}`);
      return catalog(() => ({ status: 200, body: page([yam]) }))(request);
    });
    const { router } = renderRoutes(routes, { path: '/shop?category=yam' });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: 'Add to Cart: Abakaliki white yam' }, PAGE_LOAD),
    );
    expect(await screen.findByText('Please login to add items to cart')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fshop%3Fcategory%3Dyam');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('adds to a consumer’s cart: "Added {n} {name} to cart" and the badge counts it', async () => {
    stubFetch(({ method, path, body }) => {
      if (path === '/products') return { status: 200, body: page([yam]) };
      if (method === 'POST' && path === '/cart/items') {
        const { quantity } = body as { quantity: number };
        return { status: 200, body: makeCartView([makeLine(quantity)]) };
      }
      return { status: 200, body: makeCartView([]) };
    });
    renderRoutes(routes, { path: '/shop', session: signedInSession() });
    const card = await screen.findByRole('article', { name: 'Abakaliki white yam' }, PAGE_LOAD);
    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(card).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(card).getByRole('button', { name: 'Add to Cart: Abakaliki white yam' }));
    expect(await screen.findByText('Added 3 Abakaliki white yam to cart')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });
});

/** The option a filter's select shows as chosen (antd's Select draws it beside its combobox). */
function chosen(filters: HTMLElement, label: string): string | null {
  const select = within(filters).getByRole('combobox', { name: label }).closest('.ant-select');
  return select!.querySelector('.ant-select-content')?.getAttribute('title') ?? null;
}
