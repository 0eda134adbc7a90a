import { useState } from 'react';
import { Button, Divider, Drawer, Flex, Menu, type MenuProps } from 'antd';
import { LoginOutlined, LogoutOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserProfile } from '@ihe/contracts';
import { BrandLogo } from '../../components/BrandLogo.js';
import { cartBadgeText } from '../cart/cart-count.js';
import { ProductSearchBox } from '../../components/ProductSearchBox.js';
import { useLogout } from '../session/use-logout.js';
import { MAIN_NAV } from './site-links.js';
import { userMenuLinks } from './user-menu-links.js';
import { UserSummary } from './UserMenu.js';

interface Props {
  open: boolean;
  onClose: () => void;
  user: UserProfile | null;
  cartCount: number;
  loginPath: string;
}

/** The phone menu: the header's search, navigation, cart and user items in a drawer (spec 1 §2). */
export function MobileNavDrawer({ open, onClose, user, cartCount, loginPath }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);

  const items: MenuProps['items'] = [
    ...MAIN_NAV.map((link) => ({ key: link.to, label: link.label })),
    {
      key: '/checkout',
      label: cartCount > 0 ? `Cart (${cartBadgeText(cartCount)})` : 'Cart',
      icon: <ShoppingCartOutlined />,
    },
  ];
  const accountItems: MenuProps['items'] = user
    ? userMenuLinks(user.role).map((link) => ({ key: link.to, label: link.label }))
    : [];

  const go: MenuProps['onClick'] = ({ key }) => {
    navigate(key);
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title={<BrandLogo />}
      styles={{ body: { padding: 12 } }}
    >
      <ProductSearchBox onSearched={onClose} />
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        onClick={go}
        style={{ borderInlineEnd: 0, marginTop: 8 }}
      />
      <Divider style={{ margin: '8px 0 16px' }} />
      {user ? (
        <Flex vertical gap={8}>
          <div style={{ paddingInline: 12 }}>
            <UserSummary user={user} />
          </div>
          <Menu
            mode="inline"
            items={accountItems}
            selectedKeys={[pathname]}
            onClick={go}
            style={{ borderInlineEnd: 0 }}
          />
          <Button
            danger
            block
            icon={<LogoutOutlined />}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              await logout();
              setBusy(false);
              onClose();
            }}
          >
            Logout
          </Button>
        </Flex>
      ) : (
        <Button
          type="primary"
          block
          size="large"
          icon={<LoginOutlined />}
          onClick={() => {
            navigate(loginPath);
            onClose();
          }}
        >
          Login / Sign Up
        </Button>
      )}
    </Drawer>
  );
}
