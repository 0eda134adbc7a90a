import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Pagination,
  Row,
  Select,
  Skeleton,
  Spin,
  Typography,
} from 'antd';
// Search alone: antd's Input barrel adds TextArea, Password and OTP.
import Search from 'antd/es/input/Search.js';
import { ReloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import type { OrderView } from '@ihe/contracts';
import { LinkButton } from '../../components/LinkButton.js';
import { toast } from '../../components/toast.js';
import { OnDemand } from '../dashboards/OnDemand.js';
import { OrderCard } from './OrderCard.js';
import {
  hasActiveFilters,
  orderFiltersToParams,
  ORDERS_PAGE_SIZE,
  parseOrderFilters,
  withFilterChange,
  type OrderFilters,
} from './order-filters.js';
import { ORDER_FILTER_OPTIONS } from './order-status.js';
import { ORDERS_MESSAGES } from './orders-messages.js';
import { useListOrdersQuery } from './orders-api.js';
import { useReorder } from './use-reorder.js';

// The tracking dialog (Modal, Steps) loads when an order's tracking is first opened.
const OrderTrackModal = lazy(() =>
  import('./OrderTrackModal.js').then((m) => ({ default: m.OrderTrackModal })),
);

/** Typing pauses this long before the search goes to the URL and the server. */
const SEARCH_DEBOUNCE_MS = 400;

/** /consumer-dashboard/orders (spec 2 §2): search, status filter and page in the URL; live status updates. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const update = useCallback(
    (change: Partial<OrderFilters>, replace = false) =>
      setParams((previous) => orderFiltersToParams(withFilterChange(parseOrderFilters(previous), change)), {
        replace,
      }),
    [setParams],
  );

  const [text, setText] = useState(filters.search);
  // Back/forward or a link changed the search: show it (but keep a trailing space the user is typing).
  useEffect(
    () => setText((current) => (current.trim() === filters.search ? current : filters.search)),
    [filters.search],
  );
  useEffect(() => {
    if (text.trim() === filters.search) return;
    const timer = setTimeout(() => update({ search: text }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, update]);

  const { data, isLoading, isFetching, isError, refetch } = useListOrdersQuery({
    search: filters.search || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    page: filters.page,
    pageSize: ORDERS_PAGE_SIZE,
  });
  const orders = data?.items ?? [];
  const total = data?.total ?? 0;
  const { reorder, reorderingId } = useReorder();

  useEffect(() => {
    if (isError) toast.error(ORDERS_MESSAGES.loadFailed, 'consumer-orders');
  }, [isError]);
  useEffect(() => {
    // A page beyond the last (an old link, fewer orders now): go to the first.
    if (data && orders.length === 0 && total > 0 && filters.page > 1) update({ page: 1 }, true);
  }, [data, orders.length, total, filters.page, update]);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            My Orders
          </Typography.Title>
          <Typography.Text type="secondary">Your order history, newest first.</Typography.Text>
        </div>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => void refetch()}
          loading={isFetching && !isLoading}
        >
          Refresh
        </Button>
      </Flex>

      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={15}>
            <Search
              aria-label="Search orders"
              placeholder="Search by order ID or product name"
              allowClear
              value={text}
              onChange={(event) => setText(event.target.value)}
              onSearch={(value) => update({ search: value })}
            />
          </Col>
          <Col xs={24} md={9}>
            <Select
              aria-label="Filter by status"
              style={{ width: '100%' }}
              value={filters.status}
              options={ORDER_FILTER_OPTIONS}
              onChange={(status) => update({ status })}
            />
          </Col>
        </Row>
      </Card>

      {isError ? (
        <Alert
          type="error"
          showIcon
          title={ORDERS_MESSAGES.loadFailed}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : isLoading ? (
        <Flex vertical gap={16} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Card key={key} size="small">
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ))}
        </Flex>
      ) : orders.length === 0 ? (
        <Card>
          <EmptyOrders
            filtered={hasActiveFilters(filters)}
            onClear={() => update({ search: '', status: 'all' })}
          />
        </Card>
      ) : (
        <Spin spinning={isFetching} description="Updating…">
          <Flex vertical gap={16}>
            {orders.map((order: OrderView) => (
              <OrderCard
                key={order.id}
                order={order}
                onTrack={() => update({ track: order.id }, true)}
                onReorder={(chosen) => void reorder(chosen)}
                reordering={reorderingId === order.id}
                reorderDisabled={reorderingId !== null}
              />
            ))}
          </Flex>
          {total > ORDERS_PAGE_SIZE && (
            <Flex justify="center" style={{ marginTop: 20 }}>
              <Pagination
                current={filters.page}
                pageSize={ORDERS_PAGE_SIZE}
                total={total}
                showSizeChanger={false}
                onChange={(page) => update({ page })}
              />
            </Flex>
          )}
        </Spin>
      )}

      <OnDemand open={filters.track !== null}>
        {filters.track && (
          <OrderTrackModal orderId={filters.track} onClose={() => update({ track: null }, true)} />
        )}
      </OnDemand>
    </>
  );
}

function EmptyOrders({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <Empty description={ORDERS_MESSAGES.noMatches}>
      <Button onClick={onClear}>Clear filters</Button>
    </Empty>
  ) : (
    <Empty description={ORDERS_MESSAGES.noOrders}>
      <LinkButton type="primary" to="/shop">
        Start Shopping
      </LinkButton>
    </Empty>
  );
}
