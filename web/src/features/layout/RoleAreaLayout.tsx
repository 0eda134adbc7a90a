import { lazy, Suspense, useState } from 'react';
import { Button, Layout, Menu, Typography, type MenuProps } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '@ihe/contracts';
import { PageLoading } from '../../components/PageLoading.js';
import { AppHeader } from './AppHeader.js';
import { ROLE_AREA_NAV, activeNavKey } from './role-area-nav.js';

// The phone drawer loads the first time it is opened: on a desk it is never needed (~6 KB gzip).
const Drawer = lazy(() => import('antd/es/drawer/index.js'));

/** Role areas (docs/web-ui.md): the header, a side navigation (a drawer on phones), the page content. */
export function RoleAreaLayout({ area }: { area: Role }) {
  const { title, items } = ROLE_AREA_NAV[area];
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const selected = activeNavKey(items, pathname);
  const menuItems: MenuProps['items'] = items.map((item) => ({ key: item.to, label: item.label }));
  const menu = (
    <Menu
      mode="inline"
      items={menuItems}
      selectedKeys={selected ? [selected] : []}
      onClick={({ key }) => {
        navigate(key);
        setDrawerOpen(false);
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );

  return (
    <div className="ihe-page">
      <AppHeader />
      <Layout className="ihe-area">
        <Layout.Sider
          width={232}
          className="ihe-desktop-only ihe-area-sider"
          aria-label={`${title} navigation`}
        >
          <Typography.Text type="secondary" className="ihe-area-title">
            {title}
          </Typography.Text>
          {menu}
        </Layout.Sider>
        <Layout.Content className="ihe-area-content">
          <Button
            className="ihe-phone-only"
            icon={<AppstoreOutlined />}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            style={{ marginBottom: 16 }}
          >
            {title} menu
          </Button>
          {drawerUsed && (
            <Suspense fallback={null}>
              <Drawer
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                placement="left"
                size={280}
                title={title}
              >
                {menu}
              </Drawer>
            </Suspense>
          )}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </div>
  );
}
