import { lazy, useCallback, useEffect, useMemo } from 'react';
import { Button, Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { VENDOR_ORDER_MESSAGES } from '@ihe/contracts';
import { OrderList } from '../../components/OrderList.js';
import { toast } from '../../components/toast.js';
import { useDebouncedSearch } from '../../components/use-debounced-search.js';
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

  const [text, setText] = useDebouncedSearch(
    filters.search,
    useCallback((search: string) => update({ search }, true), [update]),
  );

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
      <OrderList
        title="Orders"
        subtitle="Orders with your products: confirm, ship and deliver them."
        search={{
          text,
          placeholder: 'Search by customer, order ID or product',
          onType: setText,
          onSearch: (search) => update({ search }),
        }}
        status={{
          value: filters.status,
          options: VENDOR_ORDER_FILTER_OPTIONS,
          onChange: (status) => update({ status }),
        }}
        query={{ isLoading, isFetching, isError, refetch }}
        loadFailed={VENDOR_ORDER_MESSAGES.loadFailed}
        count={orders.length}
        empty={
          filtered ? (
            <Empty description="No orders match your current filters">
              <Button onClick={() => update({ search: '', status: 'all' })}>Clear filters</Button>
            </Empty>
          ) : (
            <Empty description="No orders yet. Orders with your products will show here." />
          )
        }
        page={{
          current: filters.page,
          size: VENDOR_ORDERS_PAGE_SIZE,
          total,
          onChange: (page) => update({ page }),
        }}
      >
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
      </OrderList>
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
