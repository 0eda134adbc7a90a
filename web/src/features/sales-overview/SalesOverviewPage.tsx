import { useEffect } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { FileSearchOutlined, PlusOutlined } from '@ant-design/icons';
import { RefreshButton } from '../../components/RefreshButton.js';
import { SALES_MESSAGES } from '@ihe/contracts';
import { LinkButton } from '../../components/LinkButton.js';
import { toast } from '../../components/toast.js';
import { OverviewStatCards } from './OverviewStatCards.js';
import { useGetSalesOverviewQuery } from './sales-overview-api.js';

/** /sales-dashboard (spec 2 §2): the listing statement and the four figures, with a retry on failure. */
export function SalesOverviewPage() {
  const { data, isLoading, isFetching, isError, refetch } = useGetSalesOverviewQuery();

  useEffect(() => {
    if (isError) toast.error(SALES_MESSAGES.loadStatsFailed, 'sales-overview');
  }, [isError]);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            Sales Dashboard
          </Typography.Title>
          <Typography.Text type="secondary">{SALES_MESSAGES.listingManaged}</Typography.Text>
        </div>
        <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to="/sales-dashboard/product-upload">
          Upload Product
        </LinkButton>
      </Flex>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={SALES_MESSAGES.loadStatsFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          <Flex justify="flex-end" style={{ marginBottom: 8 }}>
            <RefreshButton query={{ isLoading, isFetching, refetch }} type="text" size="small" />
          </Flex>
          <OverviewStatCards overview={data} />
        </>
      )}
      <Card style={{ marginTop: 16 }} title="How listings work">
        <Typography.Paragraph>
          Sales managers add produce for the farms they work with. A product with 0 kg in stock counts as
          pending approval; once it has stock it counts as approved and shows in the shop.
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <LinkButton icon={<PlusOutlined aria-hidden />} to="/sales-dashboard/product-upload">
            Product Upload
          </LinkButton>
          <LinkButton icon={<FileSearchOutlined aria-hidden />} to="/sales-dashboard/audit-log">
            Audit Log
          </LinkButton>
        </Flex>
      </Card>
    </>
  );
}
