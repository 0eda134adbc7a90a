import { useAppDispatch } from '../../app/hooks.js';
import { useLiveEvents } from '../live-updates/use-live-events.js';
import { refreshVendorOrders } from './vendor-orders-api.js';

/**
 * One live connection for the vendor area: an order.status-changed (a new order, a customer's
 * cancellation, this vendor's own change on another device) or a reconnect reloads the orders.
 */
export function VendorLiveUpdates() {
  const dispatch = useAppDispatch();
  useLiveEvents({
    onOrderStatusChanged: () => dispatch(refreshVendorOrders()),
    onReconnected: () => dispatch(refreshVendorOrders()),
  });
  return null;
}
