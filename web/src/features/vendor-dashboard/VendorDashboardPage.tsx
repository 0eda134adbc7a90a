import { lazy, Suspense, useEffect } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { VENDOR_ORDER_MESSAGES, VENDOR_STATEMENT_MESSAGES } from '@ihe/contracts';
import { LinkButton } from '../../components/LinkButton.js';
import { toast } from '../../components/toast.js';
import { useCurrentUser } from '../dashboards/use-current-user.js';
import { useVendorApproval } from '../vendor-verification/use-vendor-approval.js';
import { VerificationBanner } from '../vendor-verification/VerificationBanner.js';
import { useGetVendorDashboardQuery } from './vendor-dashboard-api.js';
import { VendorNavTiles } from './VendorNavTiles.js';
import { VendorStatCards } from './VendorStatCards.js';

// recharts stays out of every other page's bundle.
const DashboardCharts = lazy(() => import('./DashboardCharts.js'));
// Below the figures and charts, the recent orders (antd Table) and the statement (Tabs, Segmented, its
// tables) load after them.
const RecentVendorOrders = lazy(() =>
  import('./RecentVendorOrders.js').then((m) => ({ default: m.RecentVendorOrders })),
);
const EarningsStatementCard = lazy(() =>
  import('../vendor-statement/EarningsStatementCard.js').then((m) => ({ default: m.EarningsStatementCard })),
);

function CardLoading({ title, marginTop = 0 }: { title: string; marginTop?: number }) {
  return (
    <Card title={title} style={{ marginTop }} aria-busy="true">
      <Skeleton active paragraph={{ rows: 5 }} />
    </Card>
  );
}

function ChartsLoading() {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} aria-busy="true">
      {[14, 10].map((span) => (
        <Col key={span} xs={24} lg={span}>
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * /vendor-dashboard (spec 2 §2 Vendor): banner, figures, tiles, charts, the 5 newest orders and the earnings
 * statement (issue 15).
 */
export function VendorDashboardPage() {
  const user = useCurrentUser();
  const { verification, approved } = useVendorApproval();
  const { data, isLoading, isError, isFetching, refetch } = useGetVendorDashboardQuery();

  useEffect(() => {
    if (isError) toast.error(VENDOR_ORDER_MESSAGES.dashboardFailed, 'vendor-dashboard');
  }, [isError]);

  if (!user) return null;
  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={16} style={{ marginBottom: 16 }}>
        <div>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
              {user.businessName?.trim() || user.fullName}
            </Typography.Title>
            {approved && <Tag color="green">Verified vendor</Tag>}
          </Flex>
          <Typography.Text type="secondary">
            Welcome, {user.firstName}. Your products and orders in one place.
          </Typography.Text>
        </div>
        {approved && (
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to="/vendor-dashboard/add-product">
            Add Product
          </LinkButton>
        )}
      </Flex>
      <VerificationBanner verification={verification} />
      {isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={VENDOR_ORDER_MESSAGES.dashboardFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      )}
      <VendorStatCards stats={data?.stats} loading={isLoading} />
      <VendorNavTiles />
      {isLoading ? (
        <ChartsLoading />
      ) : data ? (
        <Suspense fallback={<ChartsLoading />}>
          <DashboardCharts revenueByDay={data.revenueByDay} topProducts={data.topProducts} />
        </Suspense>
      ) : null}
      <Suspense fallback={<CardLoading title="Recent Orders" />}>
        <RecentVendorOrders orders={data?.recentOrders ?? []} loading={isLoading} />
      </Suspense>
      <Suspense fallback={<CardLoading title={VENDOR_STATEMENT_MESSAGES.title} marginTop={16} />}>
        <EarningsStatementCard />
      </Suspense>
    </>
  );
}
