import { describe, expect, it, vi } from 'vitest';
import type { LiveOrderStatusChanged, OrderListResponse } from '@ihe/contracts';
import { createAppStore } from '../../app/store.js';
import { signedInSession } from '../../test/render.js';
import { applyOrderStatusChange, patchOrderStatus } from './apply-status-change.js';
import { ordersApi } from './orders-api.js';
import { makeOrder } from './test-orders.js';

const change = (overrides: Partial<LiveOrderStatusChanged> = {}): LiveOrderStatusChanged => ({
  orderId: makeOrder().id,
  from: 'pending',
  to: 'confirmed',
  occurredAt: '2026-11-22T14:00:00.000Z',
  ...overrides,
});

describe('patchOrderStatus', () => {
  it('moves the order on and records the step', () => {
    const order = makeOrder();
    patchOrderStatus(order, change());
    expect(order.status).toBe('confirmed');
    expect(order.statusHistory.at(-1)).toEqual({ status: 'confirmed', at: '2026-11-22T14:00:00.000Z' });
  });

  it('ignores another order, a repeat and an event older than the last change', () => {
    const order = makeOrder();
    patchOrderStatus(order, change({ orderId: 'other' }));
    expect(order.status).toBe('pending');
    patchOrderStatus(order, change());
    patchOrderStatus(order, change());
    expect(order.statusHistory).toHaveLength(2);
    patchOrderStatus(order, change({ to: 'processing', occurredAt: '2026-11-22T13:00:00.000Z' }));
    expect(order.status).toBe('confirmed');
  });
});

describe('applyOrderStatusChange', () => {
  it('updates every cached list and the single order', async () => {
    const store = createAppStore({ session: signedInSession() });
    const order = makeOrder();
    const list: OrderListResponse = {
      items: [order, makeOrder({ id: 'other-order-0000000000ff' })],
      total: 2,
    };
    await store.dispatch(ordersApi.util.upsertQueryData('listOrders', { page: 1, pageSize: 10 }, list));
    await store.dispatch(ordersApi.util.upsertQueryData('listAllOrders', undefined, list.items));
    await store.dispatch(ordersApi.util.upsertQueryData('getOrder', order.id, order));

    store.dispatch(applyOrderStatusChange(change({ to: 'shipped' })));

    // The app's RootState is typed before this feature adds its 'Order' tag type.
    type OrdersState = Parameters<ReturnType<typeof ordersApi.endpoints.getOrder.select>>[0];
    const state = store.getState() as unknown as OrdersState;
    const listed = ordersApi.endpoints.listOrders.select({ page: 1, pageSize: 10 })(state).data!;
    expect(listed.items.map((o) => o.status)).toEqual(['shipped', 'pending']);
    expect(ordersApi.endpoints.listAllOrders.select()(state).data![0]!.status).toBe('shipped');
    expect(ordersApi.endpoints.getOrder.select(order.id)(state).data!.status).toBe('shipped');
  });

  it('loads the lists again when a new order appears (placed elsewhere)', async () => {
    const store = createAppStore({ session: signedInSession() });
    await store.dispatch(ordersApi.util.upsertQueryData('listAllOrders', undefined, []));
    type OrdersState = Parameters<ReturnType<typeof ordersApi.endpoints.listAllOrders.select>>[0];
    const cached = () =>
      ordersApi.endpoints.listAllOrders.select()(store.getState() as unknown as OrdersState).data;
    expect(cached()).toEqual([]);
    store.dispatch(applyOrderStatusChange(change({ orderId: 'new-order', from: null, to: 'pending' })));
    // Invalidated: with nobody subscribed the stale copy is dropped (a subscriber would refetch).
    await vi.waitFor(() => expect(cached()).toBeUndefined());
  });
});
