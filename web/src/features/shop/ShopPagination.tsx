import { Link } from 'react-router-dom';
import { pageLinks } from './shop-pages.js';
import './shop-pagination.css';

interface Props {
  current: number;
  pageCount: number;
  /** The address of a page of this list (its search, filters and sort kept). */
  pageHref: (page: number) => string;
}

/**
 * The shop's pages as links (drawn as antd's Pagination, shop-pagination.css): each page has its address,
 * opens in a new tab, and works before the page's code has arrived. antd's Pagination, with its jump
 * buttons and the Select of its size changer, cost the shop a chunk of code and 28 KB of inline CSS
 * (issue 14).
 */
export function ShopPagination({ current, pageCount, pageHref }: Props) {
  const toTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
  // The arrows are drawn by shop-pagination.css: as icons, two more files on the shop's first load.
  const step = (page: number, label: string, direction: 'previous' | 'next') => {
    const className = `ihe-pagination-step ihe-pagination-${direction}`;
    return page < 1 || page > pageCount ? (
      <span className={className} aria-disabled="true" aria-label={label} role="link" />
    ) : (
      <Link className={className} to={pageHref(page)} aria-label={label} onClick={toTop} />
    );
  };
  return (
    <nav className="ihe-pagination" aria-label="Pages">
      <ul>
        <li>{step(current - 1, 'Previous page', 'previous')}</li>
        {pageLinks(current, pageCount).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className="ihe-pagination-gap" aria-hidden>
              •••
            </li>
          ) : (
            <li key={page}>
              <Link
                className="ihe-pagination-page"
                to={pageHref(page)}
                aria-label={`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                onClick={toTop}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>{step(current + 1, 'Next page', 'next')}</li>
      </ul>
    </nav>
  );
}
