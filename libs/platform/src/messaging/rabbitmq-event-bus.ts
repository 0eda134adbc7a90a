import { Logger } from '@nestjs/common';
import { connect, type ChannelModel, type ConfirmChannel, type Options } from 'amqplib';
import type { EventEnvelope } from '@ihe/contracts';
import type { EventBus, EventSubscription } from './event-bus.port.js';
import { DEFAULT_RETRY_BACKOFF, retryDelayMs, type RetryBackoff } from './retry-backoff.js';
import { errorMessage } from './error-message.js';
import { rabbitMqNames, type RabbitMqNames } from './rabbitmq-names.js';
import { RabbitMqConsumer } from './rabbitmq-consumer.js';

export interface RabbitMqEventBusOptions {
  url: string;
  /** BUS_NAMESPACE: exchange `ihe.events.<ns>`, queues `<ns>.<service>`. */
  namespace?: string;
  /** Unacknowledged messages per consumer (handlers running at once). Default 20. */
  prefetch?: number;
  /** Delays between a failed handler's attempts. */
  retry?: Partial<RetryBackoff>;
  /**
   * Throwaway namespaces (tests, benchmarks): the broker deletes each queue after this long unused, and
   * the exchange with its last queue, so runs leave nothing behind. Unset in real deployments.
   */
  idleQueueExpiryMs?: number;
  /** Delays between reconnection attempts. Default 200 ms doubling to 5 s. */
  reconnect?: Partial<RetryBackoff>;
  logger?: Pick<Logger, 'log' | 'error' | 'warn' | 'debug'>;
}

/**
 * The event bus of the distributed mode (amqplib). Publishes persistent JSON messages to one durable
 * topic exchange through a confirm channel; each subscription is a durable queue per service with
 * manual acks, a retry queue and a dead-letter queue (see RabbitMqConsumer). The connection is
 * reopened with backoff when it drops; consumers re-attach then. While it is down `publish` rejects,
 * so the outbox keeps the events until it is back.
 */
export class RabbitMqEventBus implements EventBus {
  readonly names: RabbitMqNames;
  private readonly logger: Pick<Logger, 'log' | 'error' | 'warn' | 'debug'>;
  private readonly reconnectBackoff: RetryBackoff;
  private readonly consumers = new Map<string, RabbitMqConsumer>();
  private connection?: ChannelModel;
  private publisher?: ConfirmChannel;
  private connecting?: Promise<void>;
  private reconnectTimer?: NodeJS.Timeout;
  private reconnectAttempts = 0;
  private readonly reattachTimers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly options: RabbitMqEventBusOptions) {
    this.names = rabbitMqNames(options.namespace);
    this.logger = options.logger ?? new Logger('RabbitMqEventBus');
    this.reconnectBackoff = { baseMs: 200, maxMs: 5_000, ...options.reconnect };
  }

  /** Opens the connection now (publish and subscribe also open it on first use). */
  connect(): Promise<void> {
    return this.ensureConnected();
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('The RabbitMQ event bus is closed');
    // While a reconnection is pending the broker is known to be down: fail fast, the outbox retries.
    if (!this.publisher && this.reconnectTimer) throw new Error('RabbitMQ is not reachable');
    if (!this.publisher) await this.ensureConnected();
    const publisher = this.publisher;
    if (!publisher) throw new Error('RabbitMQ is not reachable');
    const content = Buffer.from(JSON.stringify(event));
    await this.confirmed((callback) =>
      publisher.publish(
        this.names.exchange,
        event.name,
        content,
        {
          persistent: true,
          mandatory: true,
          contentType: 'application/json',
          messageId: event.id,
          type: event.name,
          correlationId: event.correlationId,
          timestamp: Math.floor(Date.now() / 1000),
        },
        callback,
      ),
    );
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    if (this.closed) throw new Error('The RabbitMQ event bus is closed');
    const queue = this.names.queue(subscription.queue);
    if (this.consumers.has(queue)) throw new Error(`Queue ${queue} already has a consumer on this bus`);
    const consumer = new RabbitMqConsumer(subscription, {
      names: this.names,
      prefetch: this.options.prefetch ?? 20,
      backoff: { ...DEFAULT_RETRY_BACKOFF, ...this.options.retry },
      idleQueueExpiryMs: this.options.idleQueueExpiryMs,
      logger: this.logger,
      sendConfirmed: (target, content, options) => this.sendConfirmed(target, content, options),
      onUnexpectedClose: (lost) => this.scheduleReattach(lost, 1),
    });
    this.consumers.set(queue, consumer);
    try {
      await this.ensureConnected();
    } catch (error) {
      // Keep the subscription: it attaches as soon as the broker is reachable.
      this.logger.warn(
        `RabbitMQ not reachable (${errorMessage(error)}); queue ${queue} will attach on reconnect`,
      );
      return;
    }
    try {
      if (this.connection) await consumer.attach(this.connection);
    } catch (error) {
      this.consumers.delete(queue);
      throw error;
    }
  }

  async unsubscribe(service: string): Promise<void> {
    const queue = this.names.queue(service);
    const consumer = this.consumers.get(queue);
    this.consumers.delete(queue);
    await consumer?.detach();
  }

  isHealthy(): boolean {
    return !this.closed && this.publisher !== undefined;
  }

  /**
   * The message count of `<queue>.dlq`, asked on a channel of its own: checkQueue on a queue that was never
   * declared (no consumer yet, so nothing dead-lettered) closes its channel with 404, which must not take
   * down the publisher or a consumer.
   */
  async deadLetterCount(queue: string): Promise<number> {
    await this.ensureConnected();
    const connection = this.connection;
    if (!connection) throw new Error('RabbitMQ is not reachable');
    const channel = await connection.createChannel();
    channel.on('error', () => undefined); // the 404 below arrives here too
    try {
      const { messageCount } = await channel.checkQueue(this.names.deadLetterQueue(this.names.queue(queue)));
      return messageCount;
    } catch (error) {
      if (isNotFound(error)) return 0;
      throw error;
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.reattachTimers.forEach((timer) => clearTimeout(timer));
    await this.connecting?.catch(() => undefined);
    await Promise.all([...this.consumers.values()].map((consumer) => consumer.detach()));
    this.consumers.clear();
    const connection = this.connection;
    this.connection = undefined;
    this.publisher = undefined;
    await connection?.close().catch(() => undefined);
  }

  private ensureConnected(): Promise<void> {
    if (this.publisher) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error('The RabbitMQ event bus is closed'));
    this.connecting ??= this.openConnection().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async openConnection(): Promise<void> {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    let opened: ChannelModel | undefined;
    try {
      // Nagle off: confirmed publishes otherwise wait ~40 ms for delayed acks.
      opened = await connect(this.options.url, { noDelay: true, timeout: 10_000 });
      const connection = opened;
      connection.on('error', (error: Error) =>
        this.logger.warn(`RabbitMQ connection error: ${error.message}`),
      );
      connection.on('close', () => this.connectionLost(connection));
      const publisher = await connection.createConfirmChannel();
      publisher.on('error', (error: Error) =>
        this.logger.warn(`RabbitMQ publish channel error: ${error.message}`),
      );
      publisher.on('return', (msg) =>
        this.logger.debug(`Event ${msg.fields.routingKey} ${msg.properties.messageId} matched no queue`),
      );
      // A publish channel closed by the broker leaves publishing stuck: start over with a new connection.
      publisher.on('close', () => {
        if (this.publisher === publisher && !this.closed) void connection.close().catch(() => undefined);
      });
      await publisher.assertExchange(this.names.exchange, 'topic', {
        durable: true,
        autoDelete: !!this.options.idleQueueExpiryMs,
      });
      if (this.closed) throw new Error('The RabbitMQ event bus is closed');
      this.connection = connection;
      this.publisher = publisher;
      this.reconnectAttempts = 0;
      this.logger.log(`Connected to RabbitMQ (exchange ${this.names.exchange})`);
    } catch (error) {
      await opened?.close().catch(() => undefined);
      this.scheduleReconnect();
      throw error;
    }
    for (const consumer of this.consumers.values()) {
      await consumer.attach(opened).catch((error: unknown) => {
        this.logger.error(`Could not attach queue ${consumer.queue}: ${errorMessage(error)}`);
        this.scheduleReattach(consumer, 1);
      });
    }
  }

  private connectionLost(connection: ChannelModel): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    this.publisher = undefined;
    this.consumers.forEach((consumer) => consumer.connectionLost());
    if (this.closed) return;
    this.logger.warn('RabbitMQ connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = retryDelayMs(++this.reconnectAttempts, this.reconnectBackoff);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.ensureConnected().catch((error: unknown) =>
        this.logger.debug(`RabbitMQ reconnection failed: ${errorMessage(error)}`),
      );
    }, delay);
  }

  private scheduleReattach(consumer: RabbitMqConsumer, attempt: number): void {
    if (this.closed) return;
    const timer = setTimeout(
      () => {
        this.reattachTimers.delete(timer);
        // Only while the consumer is still wanted and the connection is up; a reconnect re-attaches anyway.
        if (this.consumers.get(consumer.queue) !== consumer || !this.connection) return;
        consumer.attach(this.connection).catch((error: unknown) => {
          this.logger.error(`Could not re-attach queue ${consumer.queue}: ${errorMessage(error)}`);
          this.scheduleReattach(consumer, attempt + 1);
        });
      },
      retryDelayMs(attempt, this.reconnectBackoff),
    );
    this.reattachTimers.add(timer);
  }

  private async sendConfirmed(queue: string, content: Buffer, options: Options.Publish): Promise<void> {
    const publisher = this.publisher;
    if (!publisher) throw new Error('RabbitMQ is not reachable');
    await this.confirmed((callback) => publisher.sendToQueue(queue, content, options, callback));
  }

  /** Runs a confirm-channel send and resolves on the broker's ack (rejects on nack or channel loss). */
  private confirmed(send: (callback: (error: unknown) => void) => void): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      try {
        send((error) =>
          error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
        );
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }
}

/** The broker's 404 NOT_FOUND channel error (amqplib puts the reply code on the error). */
function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 404;
}
