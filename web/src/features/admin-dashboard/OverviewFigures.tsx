import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import {
  AppstoreOutlined,
  BankOutlined,
  CalendarOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { AdminOverview } from '@ihe/contracts';
import { BRAND } from '../../app/theme.js';
import { formatNaira } from '../../components/money.js';

interface Figure {
  title: string;
  value: string;
  hint: string;
  icon: ReactNode;
}

const count = (value: number) => value.toLocaleString('en-NG');

/** The admin overview's fields (spec 2 §3) as cards: money through the one naira formatter, counts grouped. */
export function overviewFigures(o: AdminOverview): Figure[] {
  return [
    {
      title: 'Total Revenue',
      value: formatNaira(o.totalRevenue),
      hint: `${formatNaira(o.revenueToday)} today`,
      icon: <RiseOutlined />,
    },
    {
      title: 'Revenue This Month',
      value: formatNaira(o.revenueThisMonth),
      hint: 'Since the 1st',
      icon: <CalendarOutlined />,
    },
    {
      title: 'Company Profit',
      value: formatNaira(o.companyProfitTotal),
      hint: 'All time',
      icon: <BankOutlined />,
    },
    {
      title: 'Vendor Earnings',
      value: formatNaira(o.vendorEarningsTotal),
      hint: 'All time',
      icon: <WalletOutlined />,
    },
    {
      title: 'Total Orders',
      value: count(o.totalOrders),
      hint: `${count(o.ordersToday)} today`,
      icon: <ShoppingOutlined />,
    },
    {
      title: 'Total Users',
      value: count(o.totalUsers),
      hint: `${count(o.totalConsumers)} consumers · ${count(o.totalVendors)} vendors · ${count(o.totalSalesManagers)} sales managers`,
      icon: <TeamOutlined />,
    },
    {
      title: 'Products',
      value: count(o.totalProducts),
      hint: `${count(o.activeProducts)} active · ${count(o.lowStockProducts)} low stock`,
      icon: <AppstoreOutlined />,
    },
    {
      title: 'Pending Verifications',
      value: count(o.pendingVendorVerifications),
      hint: 'Vendors waiting for review',
      icon: <SafetyCertificateOutlined />,
    },
  ];
}

export function OverviewFigures({ overview, loading }: { overview?: AdminOverview; loading: boolean }) {
  const figures = overview ? overviewFigures(overview) : null;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {(figures ?? Array.from({ length: 8 }, () => null)).map((figure, index) => (
        <Col key={figure?.title ?? index} xs={12} lg={6}>
          <Card size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
            {loading || !figure ? (
              <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
            ) : (
              <>
                <Statistic
                  title={figure.title}
                  value={figure.value}
                  prefix={
                    <span aria-hidden style={{ color: BRAND.leaf, marginRight: 4 }}>
                      {figure.icon}
                    </span>
                  }
                  styles={{
                    content: {
                      fontSize: 'clamp(18px, 5vw, 22px)',
                      fontWeight: 600,
                      overflowWrap: 'anywhere',
                    },
                  }}
                />
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {figure.hint}
                </Typography.Text>
              </>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
