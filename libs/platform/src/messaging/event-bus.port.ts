import type { EventEnvelope } from '@ihe/contracts';

/** Handles one delivered event; a thrown error means "not handled" (retry, then dead-letter). */
export type EventHandlerFn = (event: EventEnvelope) => Promise<void>;

export interface EventSubscription {
  /** The consuming service's durable queue, e.g. "catalog". */
  queue: string;
  /** Routing keys (event names) bound to the queue, e.g. ["user.registered"]. */
  events: string[];
  handler: EventHandlerFn;
  /** Attempts before an event is dead-lettered (default 5). */
  maxAttempts?: number;
  /**
   * A subscription of this process alone that must see every event, whoever else consumes it (the
   * gateway's live updates: each replica pushes to its own browsers). `queue` then only names it (for
   * unsubscribe and logs). RabbitMQ: an exclusive, auto-delete, non-durable queue with a generated
   * name, no retry or dead-letter queue (a failed handler's event is logged and dropped), nothing kept
   * while detached. In-process: a normal queue, dropped with its waiting events on unsubscribe.
   */
  transient?: boolean;
}

/**
 * The port every service talks to. Adapters: RabbitMQ (distributed mode) and in-process
 * (all-in-one mode and bare-machine tests). The service code never knows which one runs.
 */
export interface EventBus {
  /** Resolves once the broker has confirmed the event (persisted). Rejects if it could not be. */
  publish(event: EventEnvelope): Promise<void>;
  /** Starts consuming; resolves when the consumer is attached. */
  subscribe(subscription: EventSubscription): Promise<void>;
  /**
   * Stops consuming `queue` (its app is closing); the queue and its bindings stay, so events keep
   * waiting for the next consumer. Optional so test doubles need not implement it.
   */
  unsubscribe?(queue: string): Promise<void>;
  /** true while the adapter can publish (for health checks). */
  isHealthy(): boolean;
  /**
   * Messages of `queue` (a subscription's queue, e.g. "catalog") parked after their last failed attempt.
   * Rejects when the broker cannot be asked. Optional so test doubles need not implement it.
   */
  deadLetterCount?(queue: string): Promise<number>;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');

export const DEFAULT_MAX_ATTEMPTS = 5;
