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
import { VENDOR_ORDER_MESSAGES } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { OnDemand } from '../dashboards/OnDemand.js';
import { useOrderStatusChange } from './use-order-status-change.js';
import { VENDOR_ORDER_FILTER_OPTIONS } from './vendor-order-actions.js';
import {
  parseVendorOrderFilters,
  VENDOR_ORDERS_PAGE_SIZE,
  vendorOrderFiltersToParams,
  withVendorOrderFilterChange,
  type VendorOrderFilters,
} from './vendor-order-filters.js';
import { useListVendorOrdersQuery } from './vendor-orders-api.js';
import { VendorOrderCard } from './VendorOrderCard.js';

const SEARCH_DEBOUNCE_MS = 400;

// The details dialog (Modal, its items table) loads when an order is first opened.
const VendorOrderDetailsModal = lazy(() =>
  import('./VendorOrderDetailsModal.js').then((m) => ({ default: m.VendorOrderDetailsModal })),
);

/** /vendor-dashboard/orders (spec 2 §2): search, status filter, the vendor's parts, details and actions. */
export function VendorOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseVendorOrderFilters(params), [params]);
  const update = useCallback(
    (change: Partial<VendorOrderFilters>, replace = false) =>
      setParams(
        (previous) =>
          vendorOrderFiltersToParams(withVendorOrderFilterChange(parseVendorOrderFilters(previous), change)),
        { replace },
      ),
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

  const { data, isLoading, isFetching, isError, refetch } = useListVendorOrdersQuery({
    search: filters.search || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    page: filters.page,
    pageSize: VENDOR_ORDERS_PAGE_SIZE,
  });
  const orders = data?.items ?? [];
  const total = data?.total ?? 0;
  const { change, pending } = useOrderStatusChange();
  const open = filters.order ? (orders.find((order) => order.orderId === filters.order) ?? null) : null;
  const filtered = filters.search !== '' || filters.status !== 'all';

  useEffect(() => {
    if (isError) toast.error(VENDOR_ORDER_MESSAGES.loadFailed, 'vendor-orders');
  }, [isError]);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            Orders
          </Typography.Title>
          <Typography.Text type="secondary">
            Orders with your products: confirm, ship and deliver them.
          </Typography.Text>
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
              placeholder="Search by customer, order ID or product"
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
              options={VENDOR_ORDER_FILTER_OPTIONS}
              onChange={(status) => update({ status })}
            />
          </Col>
        </Row>
      </Card>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={VENDOR_ORDER_MESSAGES.loadFailed}
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
          {filtered ? (
            <Empty description="No orders match your current filters">
              <Button onClick={() => update({ search: '', status: 'all' })}>Clear filters</Button>
            </Empty>
          ) : (
            <Empty description="No orders yet. Orders with your products will show here." />
          )}
        </Card>
      ) : (
        <Spin spinning={isFetching} description="Updating…">
          <Flex vertical gap={16}>
            {orders.map((order) => (
              <VendorOrderCard
                key={order.orderId}
                order={order}
                onDetails={() => update({ order: order.orderId })}
                onAction={(action) => void change(order.orderId, action)}
                busyAction={pending?.orderId === order.orderId ? pending.action : null}
                disabled={pending !== null}
              />
            ))}
          </Flex>
          {total > VENDOR_ORDERS_PAGE_SIZE && (
            <Flex justify="center" style={{ marginTop: 20 }}>
              <Pagination
                current={filters.page}
                pageSize={VENDOR_ORDERS_PAGE_SIZE}
                total={total}
                showSizeChanger={false}
                onChange={(page) => update({ page })}
              />
            </Flex>
          )}
        </Spin>
      )}
      <OnDemand open={open !== null}>
        <VendorOrderDetailsModal
          order={open}
          onClose={() => update({ order: null }, true)}
          onAction={(action) => (open ? change(open.orderId, action) : Promise.resolve(false))}
          busyAction={open && pending?.orderId === open.orderId ? pending.action : null}
        />
      </OnDemand>
    </>
  );
}
