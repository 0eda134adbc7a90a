import type { ReactNode } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined.js';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined.js';
import { Link } from 'react-router-dom';
import { StaticIcon } from '../../components/StaticIcon.js';
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
  const step = (page: number, label: string, icon: ReactNode) =>
    page < 1 || page > pageCount ? (
      <span className="ihe-pagination-step" aria-disabled="true" aria-label={label} role="link">
        {icon}
      </span>
    ) : (
      <Link className="ihe-pagination-step" to={pageHref(page)} aria-label={label} onClick={toTop}>
        {icon}
      </Link>
    );
  return (
    <nav className="ihe-pagination" aria-label="Pages">
      <ul>
        <li>{step(current - 1, 'Previous page', <StaticIcon icon={LeftOutlined} />)}</li>
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
        <li>{step(current + 1, 'Next page', <StaticIcon icon={RightOutlined} />)}</li>
      </ul>
    </nav>
  );
}
