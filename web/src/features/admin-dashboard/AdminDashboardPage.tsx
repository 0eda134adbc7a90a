import { Alert, Button, Col, Row } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { ADMIN_MESSAGES } from '@ihe/contracts';
import { PageHeader } from '../../components/PageHeader.js';
import { AdminSectionLinks } from './AdminSectionLinks.js';
import { HealthScoreCard } from './HealthScoreCard.js';
import { OverviewFigures } from './OverviewFigures.js';
import { RecentActivityCard } from './RecentActivityCard.js';
import { useAdminDashboard } from './use-admin-dashboard.js';

/** /admin/dashboard (spec 2 §2 Admin): overview figures, system health, recent activity, refresh. */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const { overview, isError, refreshing } = dashboard;
  return (
    <>
      <PageHeader
        title="Supreme Admin Dashboard"
        subtitle="The whole market at a glance: money, orders, users and system health."
        actions={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => void dashboard.refresh()}
            loading={refreshing}
          >
            Refresh
          </Button>
        }
      />
      {isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={ADMIN_MESSAGES.dashboardFailed}
          action={
            <Button size="small" onClick={() => void dashboard.refresh()} loading={refreshing}>
              Retry
            </Button>
          }
        />
      )}
      {(overview || dashboard.overviewLoading) && (
        <OverviewFigures overview={overview} loading={dashboard.overviewLoading} />
      )}
      <AdminSectionLinks />
      <Row gutter={[16, 16]}>
        {(overview || dashboard.overviewLoading) && (
          <Col xs={24} lg={10}>
            <HealthScoreCard health={overview} loading={dashboard.overviewLoading} />
          </Col>
        )}
        <Col xs={24} lg={overview || dashboard.overviewLoading ? 14 : 24}>
          <RecentActivityCard items={dashboard.activity} loading={dashboard.activityLoading} />
        </Col>
      </Row>
    </>
  );
}
