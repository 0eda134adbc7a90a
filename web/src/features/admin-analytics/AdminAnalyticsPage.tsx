import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Alert, Button, Card, Col, Row, Segmented, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_MESSAGES, ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useGetDailyFinancialsQuery } from './admin-analytics-api.js';
import { parseAnalyticsPeriod, periodRange, type AnalyticsPeriod } from './analytics-period.js';
import { periodTotals } from './period-totals.js';
import { PeriodTotalsCards } from './PeriodTotalsCards.js';
import { useAnalyticsExport } from './use-analytics-export.js';

// recharts stays out of every other page's bundle.
const AnalyticsCharts = lazy(() => import('./AnalyticsCharts.js'));
// The daily figures (antd Table) sit below the charts and load with them.
const DailyFinancialsTable = lazy(() =>
  import('./DailyFinancialsTable.js').then((m) => ({ default: m.DailyFinancialsTable })),
);

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((days) => ({ value: days, label: `${days} days` }));

function ChartsLoading() {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} aria-busy="true">
      {[0, 1].map((key) => (
        <Col key={key} xs={24} xl={12}>
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** /admin/analytics (spec 2 §2 Admin, §9): the period in the URL, totals, charts, daily rows, CSV export. */
export function AdminAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const period = parseAnalyticsPeriod(params.get('period'));
  // The range is fixed when the period changes (Lagos dates), not on every render.
  const range = useMemo(() => periodRange(period), [period]);
  const { data, isLoading, isFetching, isError, refetch } = useGetDailyFinancialsQuery(range);
  const { download, downloading } = useAnalyticsExport();
  const days = useMemo(() => data ?? [], [data]);
  const totals = useMemo(() => (data ? periodTotals(data) : undefined), [data]);
  const periodLabel = `Last ${period} days`;

  useEffect(() => {
    if (isError) toast.error(ADMIN_MESSAGES.analyticsFailed, 'admin-analytics');
  }, [isError]);

  const choose = (days: AnalyticsPeriod) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (days === DEFAULT_ANALYTICS_PERIOD) next.delete('period');
      else next.set('period', String(days));
      return next;
    });

  return (
    <>
      <PageHeader
        title="Financial Analytics"
        subtitle={`${periodLabel}: revenue, orders, company profit and vendor earnings per day (Lagos time).`}
        actions={
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading}
            onClick={() => void download(range)}
          >
            Export CSV
          </Button>
        }
      />
      <div style={{ marginBottom: 16, overflowX: 'auto' }}>
        <Segmented<AnalyticsPeriod>
          aria-label="Period"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={choose}
        />
      </div>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={ADMIN_MESSAGES.analyticsFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          <PeriodTotalsCards totals={totals} loading={isLoading} />
          {isLoading ? (
            <ChartsLoading />
          ) : (
            <Suspense fallback={<ChartsLoading />}>
              <AnalyticsCharts days={days} periodLabel={periodLabel} />
            </Suspense>
          )}
          <Card title="Daily figures" styles={{ body: { padding: 0 } }}>
            <Suspense
              fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} aria-busy="true" />}
            >
              <DailyFinancialsTable days={days} loading={isFetching} />
            </Suspense>
          </Card>
        </>
      )}
    </>
  );
}
