import type { LiveNotificationOutcome } from '@ihe/contracts';

/** How long checkout waits for the WhatsApp outcome of a new order (sending takes a few seconds). */
export const OUTCOME_WAIT_MS = 15_000;
const KEEP_RECENT = 20;

/**
 * Matches `notification.order-outcome` events to the order that waits for them. The event may come
 * before the checkout answer does (it is sent after the order is committed), so recent outcomes are
 * kept for a later `wait`.
 */
export function createOutcomeWaiter() {
  const recent = new Map<string, LiveNotificationOutcome>();
  const waiting = new Map<string, (outcome: LiveNotificationOutcome | null) => void>();

  return {
    receive(outcome: LiveNotificationOutcome): void {
      const resolve = waiting.get(outcome.orderId);
      if (resolve) {
        waiting.delete(outcome.orderId);
        resolve(outcome);
        return;
      }
      recent.set(outcome.orderId, outcome);
      if (recent.size > KEEP_RECENT) recent.delete(recent.keys().next().value!);
    },
    /** The order's outcome, or null when none came in time. */
    wait(orderId: string, timeoutMs = OUTCOME_WAIT_MS): Promise<LiveNotificationOutcome | null> {
      const early = recent.get(orderId);
      if (early) {
        recent.delete(orderId);
        return Promise.resolve(early);
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(orderId);
          resolve(null);
        }, timeoutMs);
        waiting.set(orderId, (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        });
      });
    },
  };
}

/** The app's one waiter: checkout waits on it; every live connection of the consumer feeds it. */
export const orderNotificationOutcomes = createOutcomeWaiter();
