import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { renderAt } from '../../test/render.js';
import { ShopPagination } from './ShopPagination.js';

const pageHref = (page: number) => (page === 1 ? '/shop?category=yam' : `/shop?category=yam&page=${page}`);

/** The router's navigate, to go back through the history the pages left. */
function History({ into }: { into: { navigate?: NavigateFunction } }) {
  into.navigate = useNavigate();
  return null;
}

function renderPages(current: number, pageCount: number) {
  const history: { navigate?: NavigateFunction } = {};
  const rendered = renderAt(
    <>
      <ShopPagination current={current} pageCount={pageCount} pageHref={pageHref} />
      <History into={history} />
    </>,
    { path: pageHref(current) },
  );
  const back = () => act(() => void history.navigate!(-1));
  return { ...rendered, back, pages: within(screen.getByRole('navigation', { name: 'Pages' })) };
}

describe('ShopPagination', () => {
  it('links every page it shows, the jumps too, each to its own address, the current one marked', () => {
    const { pages } = renderPages(10, 20);
    expect(pages.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Previous 5 pages',
      'Page 9',
      'Page 10',
      'Page 11',
      'Next 5 pages',
      'Page 20',
      'Next page',
    ]);
    expect(pages.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/shop?category=yam');
    expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/shop?category=yam&page=9',
    );
    expect(pages.getByRole('link', { name: 'Previous 5 pages' })).toHaveAttribute(
      'href',
      '/shop?category=yam&page=5',
    );
    expect(pages.getByRole('link', { name: 'Next 5 pages' })).toHaveAttribute(
      'href',
      '/shop?category=yam&page=15',
    );
  });

  it('follows a page link once: Back returns to the page before', async () => {
    const { pages, router, back } = renderPages(10, 20);
    await userEvent.setup({ delay: null }).click(pages.getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?category=yam&page=11');
    await back();
    expect(router.state.location.search).toBe('?category=yam&page=10');
  });

  it('follows an item that has the focus itself with Enter', async () => {
    const { pages, router } = renderPages(10, 20);
    pages.getByRole('link', { name: 'Page 11' }).closest('li')!.focus();
    await userEvent.setup({ delay: null }).keyboard('{Enter}');
    expect(router.state.location.search).toBe('?category=yam&page=11');
  });

  it('has no address for the arrow with nowhere to go', () => {
    const { pages } = renderPages(1, 3);
    const previous = pages.getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/shop?category=yam&page=2',
    );
  });
});
