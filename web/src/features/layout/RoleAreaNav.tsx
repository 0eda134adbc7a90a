import { Link } from 'react-router-dom';
import { activeNavKey, type AreaNavItem } from './role-area-nav.js';

interface Props {
  label: string;
  items: AreaNavItem[];
  pathname: string;
  /** After a link is followed, e.g. to close the phone drawer. */
  onNavigate?: () => void;
}

/**
 * A role area's side navigation: real links (open in a new tab, read as links, the current page marked with
 * aria-current) in the look of antd's inline Menu. antd's Menu is an application menu (role="menu", arrow
 * keys) and cost every role page ~15 KB gzip.
 */
export function RoleAreaNav({ label, items, pathname, onNavigate }: Props) {
  const selected = activeNavKey(items, pathname);
  return (
    <nav aria-label={label}>
      <ul className="ihe-area-nav">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item.to === selected ? 'page' : undefined}
              className="ihe-area-nav-link"
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
