import { Menu, type MenuProps } from 'antd';
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
 * A role area's side navigation: antd's inline Menu whose items are real links (open in a new tab, read as
 * links, the current page marked with aria-current), in a navigation landmark.
 */
export function RoleAreaNav({ label, items, pathname, onNavigate }: Props) {
  const selected = activeNavKey(items, pathname);
  const menuItems: MenuProps['items'] = items.map((item) => ({
    key: item.to,
    label: (
      <Link to={item.to} aria-current={item.to === selected ? 'page' : undefined}>
        {item.label}
      </Link>
    ),
  }));
  return (
    <nav aria-label={label}>
      <Menu
        mode="inline"
        items={menuItems}
        selectedKeys={selected ? [selected] : []}
        // The link follows itself (the menu's arrow keys move the focus to the links). Enter on a link is a
        // key press and then a click: the click alone tells the layout.
        onClick={({ domEvent }) => {
          if (domEvent.type === 'click') onNavigate?.();
        }}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
