/** Told of each event a service's relay publishes and its consumer handles (the service's metrics). */
export interface MessagingObserver {
  published(eventName: string, outcome: 'ok' | 'failed'): void;
  consumed(eventName: string, outcome: 'ok' | 'failed'): void;
  /** The outbox relay's wait before its next round after failed publishes (0 once one goes through). */
  relayWaiting(seconds: number): void;
}

export const MESSAGING_OBSERVER = Symbol('MESSAGING_OBSERVER');
