import { useEffect, useMemo } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Statistic, Tabs } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import {
  formatKg,
  VENDOR_STATEMENT_MESSAGES,
  VENDOR_STATEMENT_PERIODS,
  type VendorStatement,
  type VendorStatementPeriod,
} from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { toast } from '../../components/toast.js';
import { periodRange } from '../admin-analytics/analytics-period.js';
import { useCsvDownload } from '../csv-download/use-csv-download.js';
import {
  DEFAULT_STATEMENT_PERIOD,
  parseStatementPeriod,
  STATEMENT_PERIOD_PARAM,
} from './statement-period.js';
import { StatementDaysTable, StatementOrdersTable } from './StatementTables.js';
import { useExportVendorStatementMutation, useGetVendorStatementQuery } from './vendor-statement-api.js';

const PERIOD_OPTIONS = VENDOR_STATEMENT_PERIODS.map((days) => ({ value: days, label: `${days} days` }));

function StatementTotals({ totals }: { totals: VendorStatement['totals'] }) {
  const figures = [
    { title: 'Net earnings', value: formatNaira(totals.earnings) },
    { title: 'Orders', value: totals.orders.toLocaleString('en-NG') },
    { title: 'Sold', value: `${formatKg(totals.quantity)} kg` },
    { title: 'Reversed', value: formatNaira(totals.reversedEarnings) },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} role="region" aria-label="Statement totals">
      {figures.map((figure) => (
        <Col key={figure.title} xs={12} md={6}>
          <Statistic
            title={figure.title}
            value={figure.value}
            styles={{
              content: { fontSize: 'clamp(17px, 5vw, 20px)', fontWeight: 600, overflowWrap: 'anywhere' },
            }}
          />
        </Col>
      ))}
    </Row>
  );
}

/**
 * The vendor dashboard's earnings statement (issue 15): the period in the URL (7, 30 or 90 Lagos days), net
 * totals, each order and each day, and the CSV download. Loading, empty and error states per docs/web-ui.md.
 */
export function EarningsStatementCard() {
  const [params, setParams] = useSearchParams();
  const period = parseStatementPeriod(params.get(STATEMENT_PERIOD_PARAM));
  // The range is fixed when the period changes (Lagos dates), not on every render.
  const range = useMemo(() => periodRange(period), [period]);
  const { data, isLoading, isFetching, isError, refetch } = useGetVendorStatementQuery(range);
  const { download, downloading } = useCsvDownload(useExportVendorStatementMutation(), {
    done: VENDOR_STATEMENT_MESSAGES.exported,
    failed: VENDOR_STATEMENT_MESSAGES.exportFailed,
  });

  useEffect(() => {
    if (isError) toast.error(VENDOR_STATEMENT_MESSAGES.loadFailed, 'vendor-statement');
  }, [isError]);

  const choose = (days: VendorStatementPeriod) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (days === DEFAULT_STATEMENT_PERIOD) next.delete(STATEMENT_PERIOD_PARAM);
      else next.set(STATEMENT_PERIOD_PARAM, String(days));
      return next;
    });

  let body;
  if (isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={VENDOR_STATEMENT_MESSAGES.loadFailed}
        action={
          <Button size="small" onClick={() => void refetch()} loading={isFetching}>
            Retry
          </Button>
        }
      />
    );
  else if (isLoading || !data) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else
    body = (
      <div aria-busy={isFetching}>
        <StatementTotals totals={data.totals} />
        {data.orders.length === 0 ? (
          <Empty description={VENDOR_STATEMENT_MESSAGES.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tabs
            size="small"
            items={[
              { key: 'orders', label: 'By order', children: <StatementOrdersTable orders={data.orders} /> },
              {
                key: 'days',
                label: 'By day',
                children: <StatementDaysTable days={data.days} orders={data.orders} />,
              },
            ]}
          />
        )}
      </div>
    );

  return (
    <Card title={VENDOR_STATEMENT_MESSAGES.title} style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Segmented<VendorStatementPeriod>
          aria-label="Statement period"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={choose}
        />
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={downloading}
          disabled={isError}
          onClick={() => void download(range)}
        >
          Download CSV
        </Button>
      </Flex>
      {body}
    </Card>
  );
}
