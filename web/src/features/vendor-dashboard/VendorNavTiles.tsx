import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import {
  DashboardOutlined,
  InboxOutlined,
  PlusCircleOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { BRAND } from '../../app/theme.js';

const TILES: { to: string; label: string; hint: string; icon: ReactNode }[] = [
  { to: '/vendor-dashboard', label: 'Overview', hint: 'Figures and charts', icon: <DashboardOutlined /> },
  { to: '/vendor-dashboard/products', label: 'Products', hint: 'Stock and prices', icon: <InboxOutlined /> },
  {
    to: '/vendor-dashboard/orders',
    label: 'Orders',
    hint: 'Confirm and ship',
    icon: <ShoppingCartOutlined />,
  },
  {
    to: '/vendor-dashboard/add-product',
    label: 'Add Product',
    hint: 'List new produce',
    icon: <PlusCircleOutlined />,
  },
];

/** The navigation tiles of the vendor dashboard (spec 2 §2); the current page is marked. */
export function VendorNavTiles() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Vendor sections">
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {TILES.map((tile) => {
          const current = pathname === tile.to;
          return (
            <Col key={tile.to} xs={12} md={6}>
              <Link to={tile.to} aria-current={current ? 'page' : undefined} className="ihe-vendor-tile">
                <Card
                  size="small"
                  hoverable
                  style={{ height: '100%', borderColor: current ? BRAND.leaf : undefined }}
                  styles={{ body: { padding: 14 } }}
                >
                  <span aria-hidden style={{ fontSize: 22, color: BRAND.leaf }}>
                    {tile.icon}
                  </span>
                  <Typography.Text strong style={{ display: 'block' }}>
                    {tile.label}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {tile.hint}
                  </Typography.Text>
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </nav>
  );
}
