import { useEffect, useMemo } from 'react';
import { Alert, Button, Card, Col, Flex, Row } from 'antd';
import {
  CarOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShoppingOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { LinkButton } from '../../components/LinkButton.js';
import { toast } from '../../components/toast.js';
import { useListAllOrdersQuery } from '../consumer-orders/orders-api.js';
import { useCurrentUser } from '../dashboards/use-current-user.js';
import { WelcomeHeader } from '../dashboards/WelcomeHeader.js';
import { useLogout } from '../session/use-logout.js';
import { dashboardStats, recentOrders } from './dashboard-stats.js';
import { DASHBOARD_MESSAGES } from './dashboard-messages.js';
import { RecentOrders } from './RecentOrders.js';
import { StatCards } from './StatCards.js';

/** /consumer-dashboard (spec 2 §2): figures, quick actions, account management, recent orders. */
export function ConsumerDashboardPage() {
  const user = useCurrentUser();
  const logout = useLogout();
  const { data, isLoading, isError, isFetching, refetch } = useListAllOrdersQuery();
  const orders = useMemo(() => data ?? [], [data]);
  const stats = useMemo(() => (data ? dashboardStats(orders) : null), [data, orders]);

  useEffect(() => {
    if (isError) toast.error(DASHBOARD_MESSAGES.loadFailed, 'consumer-dashboard');
  }, [isError]);

  if (!user) return null;
  return (
    <>
      <WelcomeHeader user={user} subtitle="Track your orders and manage your account." />
      {isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={DASHBOARD_MESSAGES.loadFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      )}
      <StatCards stats={stats} loading={isLoading} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <RecentOrders orders={recentOrders(orders)} loading={isLoading} />
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <Card title="Quick Actions">
              <Flex vertical gap={10}>
                <LinkButton type="primary" block icon={<ShoppingOutlined aria-hidden />} to="/shop">
                  Browse Products
                </LinkButton>
                <LinkButton
                  block
                  icon={<UnorderedListOutlined aria-hidden />}
                  to="/consumer-dashboard/orders"
                >
                  View All Orders
                </LinkButton>
                <LinkButton block icon={<CarOutlined aria-hidden />} to="/logistics">
                  Request Logistics
                </LinkButton>
              </Flex>
            </Card>
            <Card title="Account Management">
              <Flex vertical gap={10}>
                <LinkButton block icon={<UserOutlined aria-hidden />} to="/consumer-dashboard/profile">
                  Edit Profile
                </LinkButton>
                <LinkButton block icon={<SettingOutlined aria-hidden />} to="/consumer-dashboard/profile">
                  Account Settings
                </LinkButton>
                <Button block danger icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()}>
                  Sign Out
                </Button>
              </Flex>
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
}
