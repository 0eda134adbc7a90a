import { BaseRpcContext, Server, type CustomTransportStrategy, type ReadPacket } from '@nestjs/microservices';
import { isObservable, lastValueFrom } from 'rxjs';
import type { EventEnvelope } from '@ihe/contracts';
import type { EventBus } from './event-bus.port.js';
import { errorMessage } from './error-message.js';
import type { MessagingObserver } from './messaging-observer.js';
import { runWithCorrelationId } from '../logging/correlation-id.js';

/** `@Ctx()` of an event handler: the envelope and the queue it came from. */
export class EventBusContext extends BaseRpcContext<[EventEnvelope, string]> {
  getEvent(): EventEnvelope {
    return this.args[0];
  }

  getQueue(): string {
    return this.args[1];
  }
}

export interface EventBusTransportOptions {
  /** Attempts before an event is dead-lettered (default: the bus's, 5). */
  maxAttempts?: number;
  /** Told of each handled event and its outcome (the service's metrics). */
  observer?: Pick<MessagingObserver, 'consumed'>;
}

/**
 * Nest custom transport over the EventBus port, so services keep Nest's handler style:
 *
 *   @EventPattern('user.registered')
 *   async onUserRegistered(@Payload() event: EventEnvelope) { ... }
 *
 *   app.connectMicroservice({ strategy: new EventBusTransport(app.get(EVENT_BUS), 'catalog') });
 *   await app.startAllMicroservices();
 *
 * On listen it subscribes the queue to every @EventPattern of the app. A handler's failure (a
 * rejection or an erroring stream) reaches the bus, which then retries and dead-letters; the event is
 * acknowledged only when every handler of its pattern succeeded.
 */
export class EventBusTransport extends Server implements CustomTransportStrategy {
  // handleEvent below awaits the handler and hands its failure to the bus, which reports it.
  readonly propagatesEventHandlerErrors = true;
  private subscribed = false;

  constructor(
    private readonly bus: EventBus,
    private readonly queue: string,
    private readonly options: EventBusTransportOptions = {},
  ) {
    super();
  }

  listen(callback: (...optionalParams: unknown[]) => void): void {
    const events = [...this.messageHandlers.entries()]
      .filter(([, handler]) => handler.isEventHandler)
      .map(([pattern]) => pattern);
    if (events.length === 0) {
      callback();
      return;
    }
    this.bus
      .subscribe({
        queue: this.queue,
        events,
        maxAttempts: this.options.maxAttempts,
        handler: (event) => this.dispatch(event),
      })
      .then(
        () => {
          this.subscribed = true;
          callback();
        },
        (error: unknown) => callback(error),
      );
  }

  async close(): Promise<void> {
    if (!this.subscribed) return;
    this.subscribed = false;
    await this.bus.unsubscribe?.(this.queue);
  }

  on(): never {
    throw new Error('EventBusTransport does not emit server events');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }

  /** Awaits the handler (and its stream) so failures are not swallowed; Kafka's server does the same. */
  override async handleEvent(pattern: string, packet: ReadPacket, context: BaseRpcContext): Promise<void> {
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) {
      // A binding left from an older version of the service: nothing here handles it any more.
      this.logger.warn(
        `No handler for event ${pattern} in queue ${this.queue}; acknowledged without handling`,
      );
      return;
    }
    // Our own promise: a processing hook (tracing) need not return the one it is given.
    await new Promise<void>((resolve, reject) => {
      const hooked: unknown = this.runWithProcessingHooks(context, async (runEndHook) => {
        try {
          const resultOrStream: unknown = await handler(packet.data, context);
          if (isObservable(resultOrStream)) await lastValueFrom(resultOrStream, { defaultValue: undefined });
          runEndHook();
          resolve();
        } catch (error) {
          reject(error);
          throw error;
        }
      });
      if (hooked instanceof Promise) hooked.catch(() => undefined);
    });
  }

  /** Handles with the event's correlation id as the work's: events it causes carry it on. */
  private async dispatch(event: EventEnvelope): Promise<void> {
    try {
      await runWithCorrelationId(event.correlationId, () =>
        this.handleEvent(
          event.name,
          { pattern: event.name, data: event },
          new EventBusContext([event, this.queue]),
        ),
      );
      this.options.observer?.consumed(event.name, 'ok');
    } catch (error) {
      this.options.observer?.consumed(event.name, 'failed');
      // Nest's RPC filter turns an unknown error into a plain `{ status, message }` object.
      throw error instanceof Error ? error : new Error(errorMessage(error));
    }
  }
}
