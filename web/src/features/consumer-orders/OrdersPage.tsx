import { lazy, useCallback, useEffect, useMemo } from 'react';
import { Button, Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { OrderView } from '@ihe/contracts';
import { LinkButton } from '../../components/LinkButton.js';
import { OrderList } from '../../components/OrderList.js';
import { toast } from '../../components/toast.js';
import { useDebouncedSearch } from '../../components/use-debounced-search.js';
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

  const [text, setText] = useDebouncedSearch(
    filters.search,
    useCallback((search: string) => update({ search }, true), [update]),
  );

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
      <OrderList
        title="My Orders"
        subtitle="Your order history, newest first."
        search={{
          text,
          placeholder: 'Search by order ID or product name',
          onType: setText,
          onSearch: (search) => update({ search }),
        }}
        status={{
          value: filters.status,
          options: ORDER_FILTER_OPTIONS,
          onChange: (status) => update({ status }),
        }}
        query={{ isLoading, isFetching, isError, refetch }}
        loadFailed={ORDERS_MESSAGES.loadFailed}
        count={orders.length}
        empty={
          <EmptyOrders
            filtered={hasActiveFilters(filters)}
            onClear={() => update({ search: '', status: 'all' })}
          />
        }
        page={{ current: filters.page, size: ORDERS_PAGE_SIZE, total, onChange: (page) => update({ page }) }}
      >
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
      </OrderList>

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
