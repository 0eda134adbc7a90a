import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Grid, Row, Select, Typography } from 'antd';
// Search alone: antd's Input barrel adds TextArea, Password and OTP.
import { ListSearch } from '../../components/ListSearch.js';
import { DownloadOutlined } from '@ant-design/icons';
import { RefreshButton } from '../../components/RefreshButton.js';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, AUDIT_LOG_PAGE_SIZE, SALES_MESSAGES, type AuditAction } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { AUDIT_ACTION_LABELS } from './AuditActionTag.js';
import { AuditLogCards } from './AuditLogCards.js';
import { AuditLogTable } from './AuditLogTable.js';
import { parseAuditLogFilters, withAuditLogFilters, type AuditLogFilters } from './audit-log-filters.js';
import { useListAuditLogQuery } from './sales-audit-log-api.js';
import { useAuditExport } from './use-audit-export.js';

const SEARCH_DEBOUNCE_MS = 400;
const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

/** /sales-dashboard/audit-log (spec 2 §2, §9): 10 a page with the exact total, filters in the URL, CSV export. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseAuditLogFilters(params), [params]);
  const update = useCallback(
    (change: Partial<AuditLogFilters>, replace = false) =>
      setParams((previous) => withAuditLogFilters(previous, change), { replace }),
    [setParams],
  );
  const [text, setText] = useState(filters.search);
  useEffect(
    () => setText((current) => (current.trim() === filters.search ? current : filters.search)),
    [filters.search],
  );
  useEffect(() => {
    if (text.trim() === filters.search) return;
    const timer = setTimeout(() => update({ search: text }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, update]);

  const { data, isLoading, isFetching, isError, refetch } = useListAuditLogQuery({
    page: filters.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
    action: filters.action ?? undefined,
    search: filters.search || undefined,
  });
  const { exportCsv, exporting } = useAuditExport();
  const phone = Grid.useBreakpoint().md === false;
  const filtered = filters.action !== null || filters.search !== '';

  useEffect(() => {
    if (isError) toast.error(SALES_MESSAGES.loadAuditFailed, 'sales-audit-log');
  }, [isError]);

  const total = data?.total ?? 0;
  const pagination = {
    current: filters.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: (page: number) => update({ page }),
  };
  const empty = filtered ? (
    <Empty description="No audit entries match these filters">
      <Button onClick={() => update({ action: null, search: '' })}>Clear filters</Button>
    </Empty>
  ) : (
    <Empty description="No audit entries yet" />
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            Audit Log
          </Typography.Title>
          <Typography.Text type="secondary">
            Every product change and sales-manager decision, newest first.
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <RefreshButton query={{ isLoading, isFetching, refetch }} />
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv({ action: filters.action ?? undefined, search: filters.search })}
          >
            {exporting ? 'Preparing CSV…' : 'Export CSV'}
          </Button>
        </Flex>
      </Flex>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={15}>
            <ListSearch
              label="Search the audit log"
              placeholder="Search by action, product or user"
              value={text}
              onChange={setText}
              onSearch={(value) => update({ search: value })}
            />
          </Col>
          <Col xs={24} md={9}>
            <Select
              aria-label="Filter by action"
              style={{ width: '100%' }}
              value={filters.action ?? ''}
              options={ACTION_OPTIONS}
              onChange={(action: string) => update({ action: (action || null) as AuditAction | null })}
            />
          </Col>
        </Row>
      </Card>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={SALES_MESSAGES.loadAuditFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          <Typography.Text type="secondary" role="status" style={{ display: 'block', marginBottom: 8 }}>
            {data
              ? `${total.toLocaleString('en-NG')} ${total === 1 ? 'entry' : 'entries'}`
              : 'Loading entries…'}
          </Typography.Text>
          {phone ? (
            <AuditLogCards
              items={data?.items ?? []}
              loading={isFetching}
              pagination={pagination}
              empty={empty}
            />
          ) : (
            <Card styles={{ body: { padding: 0 } }}>
              <AuditLogTable
                items={data?.items ?? []}
                loading={isFetching}
                pagination={pagination}
                empty={empty}
              />
            </Card>
          )}
        </>
      )}
    </>
  );
}
