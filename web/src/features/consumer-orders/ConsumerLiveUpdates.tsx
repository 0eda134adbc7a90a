import { useAppDispatch } from '../../app/hooks.js';
import { orderNotificationOutcomes } from '../live-updates/outcome-waiter.js';
import { useLiveEvents } from '../live-updates/use-live-events.js';
import { applyOrderStatusChange, refreshOrdersAfterGap } from './apply-status-change.js';

/**
 * Keeps the consumer area's orders current: one live connection while any consumer page is open. It
 * also hands WhatsApp outcomes to a checkout that is still waiting (the buyer may have gone on to
 * My Orders from the success screen).
 */
export function ConsumerLiveUpdates() {
  const dispatch = useAppDispatch();
  useLiveEvents({
    onOrderStatusChanged: (event) => dispatch(applyOrderStatusChange(event)),
    onNotificationOutcome: (event) => orderNotificationOutcomes.receive(event),
    onReconnected: () => dispatch(refreshOrdersAfterGap()),
  });
  return null;
}
