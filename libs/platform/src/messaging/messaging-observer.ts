/** Told of each event a service's relay publishes and its consumer handles (the service's metrics). */
export interface MessagingObserver {
  published(eventName: string, outcome: 'ok' | 'failed'): void;
  consumed(eventName: string, outcome: 'ok' | 'failed'): void;
}

export const MESSAGING_OBSERVER = Symbol('MESSAGING_OBSERVER');
