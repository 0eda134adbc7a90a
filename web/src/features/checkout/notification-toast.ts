import { notificationOutcomeMessage, type LiveNotificationOutcome } from '@ihe/contracts';
import { toast } from '../../components/toast.js';

/**
 * The WhatsApp toast after checkout (spec 2 §8): all sent, n of m sent, or none. Nothing is said
 * when messaging is switched off: there was nothing to send and nothing went wrong for the buyer.
 */
export function showNotificationOutcome(outcome: LiveNotificationOutcome): void {
  if (outcome.disabled || outcome.total === 0) return;
  const text = notificationOutcomeMessage(outcome);
  if (outcome.sent === outcome.total) toast.success(text);
  else if (outcome.sent > 0) toast.warning(text);
  else toast.error(text);
}
