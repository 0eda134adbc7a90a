import type { LiveOrderStatusChanged, OrderView } from '@ihe/contracts';
import type { AppThunk } from '../../app/store.js';
import { ORDER_LIST_TAG, ordersApi } from './orders-api.js';

/**
 * Applies a live status change to one order (an immer draft or a plain object). An event older than
 * the latest known change, or one already applied, changes nothing: events may arrive late or twice.
 */
export function patchOrderStatus(order: OrderView, event: LiveOrderStatusChanged): void {
  if (order.id !== event.orderId) return;
  const latest = order.statusHistory.at(-1);
  if (latest && Date.parse(latest.at) > Date.parse(event.occurredAt)) return;
  if (order.statusHistory.some((entry) => entry.status === event.to && entry.at === event.occurredAt)) return;
  order.status = event.to;
  order.statusHistory.push({ status: event.to, at: event.occurredAt });
}

/**
 * Updates every cached copy of the order (lists, the dashboard's figures, the single order) in place;
 * a newly placed order makes the lists load again instead.
 */
export const applyOrderStatusChange =
  (event: LiveOrderStatusChanged): AppThunk =>
  (dispatch, getState) => {
    // A new order (placed in another tab or device): the lists must fetch it.
    if (event.from === null) {
      dispatch(ordersApi.util.invalidateTags([ORDER_LIST_TAG]));
      return;
    }
    const state = getState();
    for (const args of ordersApi.util.selectCachedArgsForQuery(state, 'listOrders'))
      dispatch(
        ordersApi.util.updateQueryData('listOrders', args, (draft) => {
          for (const order of draft.items ?? []) patchOrderStatus(order, event);
        }),
      );
    for (const args of ordersApi.util.selectCachedArgsForQuery(state, 'listAllOrders'))
      dispatch(
        ordersApi.util.updateQueryData('listAllOrders', args, (draft) => {
          for (const order of draft ?? []) patchOrderStatus(order, event);
        }),
      );
    if (ordersApi.util.selectCachedArgsForQuery(state, 'getOrder').includes(event.orderId))
      dispatch(
        ordersApi.util.updateQueryData('getOrder', event.orderId, (draft) => patchOrderStatus(draft, event)),
      );
  };

/** After a dropped live connection: whatever changed meanwhile is fetched again. */
export const refreshOrdersAfterGap = (): AppThunk => (dispatch) => {
  dispatch(ordersApi.util.invalidateTags(['Order']));
};
