import { useEffect } from 'react';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
// Search alone: antd's Input barrel adds TextArea, Password and OTP.
import { ListSearch } from '../../components/ListSearch.js';
import { RefreshButton } from '../../components/RefreshButton.js';
import { ADMIN_SALES_MANAGER_MESSAGES as MESSAGES } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { useListSalesManagersQuery } from './admin-sales-managers-api.js';
import { SalesManagerCounts } from './SalesManagerCounts.js';
import { SalesManagersTable } from './SalesManagersTable.js';
import { useSalesManagerDecision } from './use-sales-manager-decision.js';
import { useUrlSearch } from './use-url-search.js';

/** /admin/sales-managers (spec 2 §2 admin sales-manager applications): counts, search, table, decisions. */
export function AdminSalesManagersPage() {
  const { search, text, setText, commit } = useUrlSearch();
  const { data, isLoading, isFetching, isError, refetch } = useListSalesManagersQuery({
    search: search || undefined,
  });
  const { decide, inFlight } = useSalesManagerDecision();

  useEffect(() => {
    if (isError) toast.error(MESSAGES.loadFailed, 'admin-sales-managers');
  }, [isError]);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            Sales Managers
          </Typography.Title>
          <Typography.Text type="secondary">
            Approve sales managers before they can add products and read the audit log.
          </Typography.Text>
        </div>
        <RefreshButton query={{ isLoading, isFetching, refetch }} />
      </Flex>
      <SalesManagerCounts counts={data?.counts} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <ListSearch
          label="Search sales managers"
          placeholder="Search by name, email or company ID"
          value={text}
          onChange={setText}
          onSearch={(value) => commit(value)}
        />
      </Card>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={MESSAGES.loadFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          <SalesManagersTable
            items={data?.items ?? []}
            loading={isFetching}
            inFlight={inFlight}
            onDecide={(id, action) => void decide(id, action)}
            empty={
              search ? (
                <Empty description="No sales managers match your search">
                  <Button onClick={() => commit('')}>Clear search</Button>
                </Empty>
              ) : (
                <Empty description="No sales manager applications yet" />
              )
            }
          />
        </Card>
      )}
    </>
  );
}
