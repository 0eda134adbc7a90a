import { lazy, Suspense, useState } from 'react';
import { Button, Typography } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import type { Role } from '@ihe/contracts';
import { RouteOutlet } from '../../app/route-outlet.js';
import { AppHeader } from './AppHeader.js';
import { ROLE_AREA_NAV } from './role-area-nav.js';
import { RoleAreaNav } from './RoleAreaNav.js';

// The phone drawer loads the first time it is opened: on a desk it is never needed (~6 KB gzip).
const Drawer = lazy(() => import('antd/es/drawer/index.js'));

/** Role areas (docs/web-ui.md): the header, a side navigation (a drawer on phones), the page content. */
export function RoleAreaLayout({ area }: { area: Role }) {
  const { title, items } = ROLE_AREA_NAV[area];
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const nav = (
    <RoleAreaNav
      label={`${title} navigation`}
      items={items}
      pathname={pathname}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <div className="ihe-page">
      <AppHeader />
      {/* A side column and the page (global.css): antd's Layout and Sider drew only these two boxes. */}
      <div className="ihe-area">
        <aside className="ihe-desktop-only ihe-area-sider">
          <Typography.Text type="secondary" className="ihe-area-title">
            {title}
          </Typography.Text>
          {nav}
        </aside>
        <main className="ihe-area-content">
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
                {nav}
              </Drawer>
            </Suspense>
          )}
          <RouteOutlet />
        </main>
      </div>
    </div>
  );
}
