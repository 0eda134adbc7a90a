import { Logger } from '@nestjs/common';
import type { EventEnvelope } from '@ihe/contracts';
import {
  DEFAULT_MAX_ATTEMPTS,
  type EventBus,
  type EventHandlerFn,
  type EventSubscription,
} from './event-bus.port.js';
import { DEFAULT_RETRY_BACKOFF, retryDelayMs, type RetryBackoff } from './retry-backoff.js';
import { errorMessage } from './error-message.js';

export interface InProcessEventBusOptions {
  retry?: Partial<RetryBackoff>;
  /** Handlers of one queue running at the same time (RabbitMQ's prefetch). Default 10. */
  concurrency?: number;
  logger?: Pick<Logger, 'error' | 'warn' | 'debug'>;
}

/** An event that failed every attempt; kept in memory so tests and operators can see it. */
export interface DeadLetter {
  queue: string;
  event: EventEnvelope;
  error: string;
  attempts: number;
  deadLetteredAt: string;
}

interface Delivery {
  event: EventEnvelope;
  /** Attempts already made. */
  attempts: number;
}

interface Consumer {
  handler: EventHandlerFn;
  maxAttempts: number;
}

/** One named queue: like a durable RabbitMQ queue it outlives its consumers (until the bus closes). */
class InProcessQueue {
  readonly bindings = new Set<string>();
  consumers: Consumer[] = [];
  readonly ready: Delivery[] = [];
  readonly retryTimers = new Set<NodeJS.Timeout>();
  inFlight = 0;
  nextConsumer = 0;
  /** Dropped with its waiting events on unsubscribe (like RabbitMQ's auto-delete queue). */
  transient = false;

  constructor(readonly name: string) {}

  isIdle(): boolean {
    return this.ready.length === 0 && this.inFlight === 0 && this.retryTimers.size === 0;
  }
}

/**
 * The event bus of the all-in-one mode: a topic exchange in memory. Each queue gets a copy of every
 * event whose name it is bound to; handlers run asynchronously, a failing one is retried with backoff
 * and, after maxAttempts, the event is dead-lettered (kept in `deadLetters()` and logged).
 * Not durable: events live only as long as the process.
 */
export class InProcessEventBus implements EventBus {
  private readonly queues = new Map<string, InProcessQueue>();
  private readonly dead: DeadLetter[] = [];
  private readonly backoff: RetryBackoff;
  private readonly concurrency: number;
  private readonly logger: Pick<Logger, 'error' | 'warn' | 'debug'>;
  private closed = false;

  constructor(options: InProcessEventBusOptions = {}) {
    this.backoff = { ...DEFAULT_RETRY_BACKOFF, ...options.retry };
    this.concurrency = Math.max(1, options.concurrency ?? 10);
    this.logger = options.logger ?? new Logger('InProcessEventBus');
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('The in-process event bus is closed');
    // Serialised like on the wire: each queue gets its own copy, dates become strings.
    const json = JSON.stringify(event);
    let routed = 0;
    for (const queue of this.queues.values()) {
      if (!queue.bindings.has(event.name)) continue;
      queue.ready.push({ event: JSON.parse(json) as EventEnvelope, attempts: 0 });
      routed++;
      this.scheduleDrain(queue);
    }
    if (routed === 0) this.logger.debug(`Event ${event.name} ${event.id} matched no queue`);
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    if (this.closed) throw new Error('The in-process event bus is closed');
    const queue = this.queueNamed(subscription.queue);
    if (subscription.transient) queue.transient = true;
    subscription.events.forEach((name) => queue.bindings.add(name));
    queue.consumers.push({
      handler: subscription.handler,
      maxAttempts: Math.max(1, subscription.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
    });
    this.scheduleDrain(queue);
  }

  /**
   * Detaches the queue's consumers and waits for their running handlers; waiting events stay queued,
   * except in a transient queue, which goes away with them.
   */
  async unsubscribe(queueName: string): Promise<void> {
    const queue = this.queues.get(queueName);
    if (!queue) return;
    queue.consumers = [];
    if (queue.transient) {
      this.queues.delete(queueName);
      queue.retryTimers.forEach((timer) => clearTimeout(timer));
      queue.retryTimers.clear();
      queue.ready.length = 0;
    }
    await this.waitFor(() => queue.inFlight === 0);
  }

  isHealthy(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const queue of this.queues.values()) {
      queue.retryTimers.forEach((timer) => clearTimeout(timer));
      queue.retryTimers.clear();
      queue.consumers = [];
    }
    await this.waitFor(() => [...this.queues.values()].every((q) => q.inFlight === 0));
    this.queues.clear();
  }

  /** Events that exhausted their attempts, oldest first (optionally of one queue). */
  deadLetters(queue?: string): DeadLetter[] {
    return this.dead.filter((letter) => queue === undefined || letter.queue === queue);
  }

  async deadLetterCount(queue: string): Promise<number> {
    return this.deadLetters(queue).length;
  }

  /** true when no event is waiting, running or scheduled for a retry in any queue. */
  isIdle(): boolean {
    return [...this.queues.values()].every((queue) => queue.isIdle() || queue.consumers.length === 0);
  }

  /** Resolves once every consumed queue is idle (tests: "all published events have been handled"). */
  async whenIdle(timeoutMs = 10_000): Promise<void> {
    await this.waitFor(() => this.isIdle(), timeoutMs);
  }

  private queueNamed(name: string): InProcessQueue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new InProcessQueue(name);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private scheduleDrain(queue: InProcessQueue): void {
    setImmediate(() => this.drain(queue));
  }

  private drain(queue: InProcessQueue): void {
    while (
      !this.closed &&
      queue.consumers.length > 0 &&
      queue.inFlight < this.concurrency &&
      queue.ready.length > 0
    ) {
      const delivery = queue.ready.shift()!;
      const consumer = queue.consumers[queue.nextConsumer++ % queue.consumers.length];
      queue.inFlight++;
      void this.deliver(queue, consumer, delivery).finally(() => {
        queue.inFlight--;
        this.drain(queue);
      });
    }
  }

  private async deliver(queue: InProcessQueue, consumer: Consumer, delivery: Delivery): Promise<void> {
    try {
      await consumer.handler(delivery.event);
    } catch (error) {
      const attempts = delivery.attempts + 1;
      const message = errorMessage(error);
      if (attempts >= consumer.maxAttempts) {
        this.dead.push({
          queue: queue.name,
          event: delivery.event,
          error: message,
          attempts,
          deadLetteredAt: new Date().toISOString(),
        });
        this.logger.error(
          `Event ${delivery.event.name} ${delivery.event.id} dead-lettered in queue ${queue.name} after ${attempts} attempts: ${message}`,
        );
        return;
      }
      const delay = retryDelayMs(attempts, this.backoff);
      this.logger.warn(
        `Event ${delivery.event.name} ${delivery.event.id} failed in queue ${queue.name} (attempt ${attempts}), retrying in ${delay} ms: ${message}`,
      );
      const timer = setTimeout(() => {
        queue.retryTimers.delete(timer);
        queue.ready.push({ event: delivery.event, attempts });
        this.drain(queue);
      }, delay);
      queue.retryTimers.add(timer);
    }
  }

  private async waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`In-process event bus: not settled within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

const SHARED_KEY = Symbol.for('ihe.messaging.sharedInProcessEventBus');
type GlobalWithBus = typeof globalThis & { [SHARED_KEY]?: InProcessEventBus };

/**
 * The one in-process bus of this process: in the all-in-one mode every service's Nest app lives in
 * the same process and must publish to and consume from the same bus. Options apply only when this
 * call creates it.
 */
export function sharedInProcessEventBus(optionsOnCreation?: InProcessEventBusOptions): InProcessEventBus {
  const holder = globalThis as GlobalWithBus;
  holder[SHARED_KEY] ??= new InProcessEventBus(optionsOnCreation);
  return holder[SHARED_KEY];
}

/** Closes and forgets the shared bus (tests; the launcher's final shutdown). */
export async function resetSharedInProcessEventBus(): Promise<void> {
  const holder = globalThis as GlobalWithBus;
  const bus = holder[SHARED_KEY];
  delete holder[SHARED_KEY];
  await bus?.close();
}
