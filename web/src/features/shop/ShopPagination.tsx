import type { KeyboardEvent, MouseEvent, ReactElement, ReactNode } from 'react';
import { Pagination, type PaginationProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';

interface Props {
  current: number;
  pageCount: number;
  /** The address of a page of this list (its search, filters and sort kept). */
  pageHref: (page: number) => string;
}

const toTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * The shop's pages: antd's Pagination whose items are links, so each page has its address, opens in a new
 * tab, and works before the page's code has arrived.
 */
export function ShopPagination({ current, pageCount, pageHref }: Props) {
  const navigate = useNavigate();
  const itemRender: PaginationProps['itemRender'] = (page, type, original) => {
    const element = original as ReactElement<{ className?: string; children?: ReactNode }>;
    const label = {
      page: `Page ${page}`,
      prev: 'Previous page',
      next: 'Next page',
      'jump-prev': 'Previous 5 pages',
      'jump-next': 'Next 5 pages',
    }[type];
    return (
      <PageLink
        href={pageHref(page)}
        label={label}
        current={type === 'page' && page === current}
        className={element.props.className}
      >
        {type === 'page' ? page : element.props.children}
      </PageLink>
    );
  };
  return (
    <nav aria-label="Pages">
      <Pagination
        align="center"
        current={current}
        total={pageCount}
        pageSize={1}
        showSizeChanger={false}
        showTitle={false}
        itemRender={itemRender}
        // An item's own click or Enter, outside its link (antd makes the items focusable themselves).
        onChange={(page) => {
          navigate(pageHref(page));
          toTop();
        }}
      />
    </nav>
  );
}

/**
 * One item's link, or for an arrow with nowhere to go (Pagination sets `disabled` on its arrows) a link
 * without an address. Its clicks and Enter stay with the link: the item around it would navigate again.
 */
function PageLink({
  href,
  label,
  current,
  disabled,
  className,
  children,
}: {
  href: string;
  label: string;
  current: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (disabled)
    return (
      <a role="link" aria-disabled="true" aria-label={label} className={className}>
        {children}
      </a>
    );
  const keep = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();
  return (
    <Link
      to={href}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={(event) => {
        keep(event);
        toTop();
      }}
      onKeyDown={keep}
    >
      {children}
    </Link>
  );
}
