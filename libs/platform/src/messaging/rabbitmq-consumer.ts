import type { Logger } from '@nestjs/common';
import type { Channel, ChannelModel, ConsumeMessage, MessagePropertyHeaders, Options } from 'amqplib';
import type { EventEnvelope } from '@ihe/contracts';
import { DEFAULT_MAX_ATTEMPTS, type EventSubscription } from './event-bus.port.js';
import { retryDelayMs, type RetryBackoff } from './retry-backoff.js';
import { errorMessage } from './error-message.js';
import { retryQueueArguments, type RabbitMqNames } from './rabbitmq-names.js';

/** Header counting failed attempts so far (set on the copies sent to the retry queue). */
export const ATTEMPTS_HEADER = 'x-attempts';
/** Header carrying the last error message (retry copies and dead letters). */
export const ERROR_HEADER = 'x-error';

const MAX_HEADER_TEXT = 2000;
// Death bookkeeping RabbitMQ adds when the retry queue dead-letters; not ours to republish.
const isBrokerHeader = (name: string) =>
  name === 'x-death' || name.startsWith('x-first-death-') || name.startsWith('x-last-death-');

export interface RabbitMqConsumerDeps {
  names: RabbitMqNames;
  prefetch: number;
  backoff: RetryBackoff;
  /** Set: the broker deletes the queues after this long unused (test and bench namespaces). */
  idleQueueExpiryMs?: number;
  logger: Pick<Logger, 'log' | 'error' | 'warn' | 'debug'>;
  /** Sends to a queue through the publisher-confirm channel; resolves when the broker has it. */
  sendConfirmed(queue: string, content: Buffer, options: Options.Publish): Promise<void>;
  /** The channel closed while the connection stayed up (queue deleted, channel error): re-attach later. */
  onUnexpectedClose(consumer: RabbitMqConsumer): void;
}

/**
 * One service's consumer: declares its queue (+ retry queue and dead-letter queue; or one transient
 * queue, see EventSubscription.transient), binds the event names, and acks each message only after
 * the handler resolved. A failure is copied to the retry queue
 * with a growing TTL, or after maxAttempts to `<queue>.dlq` with the error, and only then acked.
 */
export class RabbitMqConsumer {
  readonly queue: string;
  private channel?: Channel;
  private consumerTag?: string;
  private attaching?: Promise<void>;
  private inFlight = 0;
  private detached = false;

  constructor(
    readonly subscription: EventSubscription,
    private readonly deps: RabbitMqConsumerDeps,
  ) {
    this.queue = deps.names.queue(subscription.queue);
  }

  isAttached(): boolean {
    return this.channel !== undefined && this.consumerTag !== undefined;
  }

  /** Idempotent while an attach is under way or done on a live channel. */
  attach(connection: ChannelModel): Promise<void> {
    if (this.detached) return Promise.resolve();
    if (this.isAttached()) return Promise.resolve();
    this.attaching ??= this.open(connection).finally(() => (this.attaching = undefined));
    return this.attaching;
  }

  /** The connection is gone: its channel with it. Unacked messages return to the queue. */
  connectionLost(): void {
    this.channel = undefined;
    this.consumerTag = undefined;
  }

  /** Stops taking messages, lets running handlers finish (and ack), closes the channel. */
  async detach(timeoutMs = 15_000): Promise<void> {
    this.detached = true;
    const channel = this.channel;
    if (!channel) return;
    if (this.consumerTag) await channel.cancel(this.consumerTag).catch(() => undefined);
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    this.channel = undefined;
    this.consumerTag = undefined;
    await channel.close().catch(() => undefined);
  }

  private async open(connection: ChannelModel): Promise<void> {
    const { names } = this.deps;
    const channel = await connection.createChannel();
    let ready = false;
    channel.on('error', (error: Error) =>
      this.deps.logger.warn(`Channel of queue ${this.queue}: ${error.message}`),
    );
    channel.on('close', () => {
      if (this.channel !== channel) return;
      this.channel = undefined;
      this.consumerTag = undefined;
      if (ready && !this.detached) this.deps.onUnexpectedClose(this);
    });
    try {
      // Detached while this attach was under way (app closing): do not leave a consumer behind.
      const abandon = async () => {
        this.channel = undefined;
        this.consumerTag = undefined;
        await channel.close().catch(() => undefined);
      };
      const queue = await this.declareQueues(channel);
      for (const key of this.subscription.events) await channel.bindQueue(queue, names.exchange, key);
      await channel.prefetch(this.deps.prefetch);
      if (this.detached) return await abandon();
      this.channel = channel;
      const { consumerTag } = await channel.consume(queue, (msg) => void this.onMessage(channel, msg), {
        noAck: false,
      });
      this.consumerTag = consumerTag;
      if (this.detached) return await abandon();
      ready = true;
    } catch (error) {
      this.channel = undefined;
      await channel.close().catch(() => undefined);
      throw error;
    }
  }

  /** The queue to consume: the durable one with its retry and dead-letter queues, or a transient one. */
  private async declareQueues(channel: Channel): Promise<string> {
    if (this.subscription.transient) {
      // Server-named, gone with this connection: every process gets its own copy of each event.
      const declared = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      return declared.queue;
    }
    const { names, idleQueueExpiryMs } = this.deps;
    const expiry = idleQueueExpiryMs ? { 'x-expires': idleQueueExpiryMs } : {};
    await channel.assertQueue(this.queue, { durable: true, arguments: expiry });
    await channel.assertQueue(names.retryQueue(this.queue), {
      durable: true,
      arguments: { ...retryQueueArguments(this.queue), ...expiry },
    });
    await channel.assertQueue(names.deadLetterQueue(this.queue), { durable: true, arguments: expiry });
    return this.queue;
  }

  private async onMessage(channel: Channel, msg: ConsumeMessage | null): Promise<void> {
    if (!msg) {
      // The broker cancelled the consumer (e.g. the queue was deleted): close and re-attach.
      this.deps.logger.warn(`Consumer of queue ${this.queue} was cancelled by the broker`);
      await channel.close().catch(() => undefined);
      return;
    }
    this.inFlight++;
    try {
      const attempts = Number(msg.properties.headers?.[ATTEMPTS_HEADER] ?? 0) + 1;
      let event: EventEnvelope;
      try {
        event = JSON.parse(msg.content.toString('utf8')) as EventEnvelope;
      } catch {
        await this.settleFailure(
          channel,
          msg,
          Number.MAX_SAFE_INTEGER,
          new Error('Message is not valid JSON'),
        );
        return;
      }
      try {
        await this.subscription.handler(event);
      } catch (error) {
        await this.settleFailure(channel, msg, attempts, error, event);
        return;
      }
      this.ack(channel, msg);
    } finally {
      this.inFlight--;
    }
  }

  private async settleFailure(
    channel: Channel,
    msg: ConsumeMessage,
    attempts: number,
    error: unknown,
    event?: EventEnvelope,
  ): Promise<void> {
    const { names, backoff, logger } = this.deps;
    const maxAttempts = Math.max(1, this.subscription.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    const text = errorMessage(error).slice(0, MAX_HEADER_TEXT);
    const label = event ? `${event.name} ${event.id}` : (msg.properties.messageId ?? 'unknown');
    if (this.subscription.transient) {
      // Nothing durable to retry from: a live update that failed is not worth a retry queue.
      logger.warn(`Event ${label} dropped by transient subscription ${this.queue}: ${text}`);
      this.ack(channel, msg);
      return;
    }
    const headers: MessagePropertyHeaders = { ...msg.properties.headers, [ERROR_HEADER]: text };
    Object.keys(headers)
      .filter(isBrokerHeader)
      .forEach((name) => delete headers[name]);
    const base: Options.Publish = {
      persistent: true,
      contentType: msg.properties.contentType ?? 'application/json',
      messageId: msg.properties.messageId,
      type: msg.properties.type,
      correlationId: msg.properties.correlationId,
    };
    try {
      if (attempts >= maxAttempts) {
        const dlq = names.deadLetterQueue(this.queue);
        headers[ATTEMPTS_HEADER] = Math.min(attempts, maxAttempts);
        headers['x-failed-at'] = new Date().toISOString();
        headers['x-original-queue'] = this.queue;
        await this.deps.sendConfirmed(dlq, msg.content, { ...base, headers });
        logger.error(
          `Event ${label} dead-lettered to ${dlq} after ${headers[ATTEMPTS_HEADER]} attempts: ${text}`,
        );
      } else {
        const delay = retryDelayMs(attempts, backoff);
        headers[ATTEMPTS_HEADER] = attempts;
        await this.deps.sendConfirmed(names.retryQueue(this.queue), msg.content, {
          ...base,
          headers,
          expiration: String(delay),
        });
        logger.warn(
          `Event ${label} failed in ${this.queue} (attempt ${attempts}), retrying in ${delay} ms: ${text}`,
        );
      }
      this.ack(channel, msg);
    } catch (sendError) {
      // Could not park the copy: give the message back (after a pause, so a broken broker is not hammered).
      logger.warn(`Could not reschedule event ${label} of ${this.queue}: ${errorMessage(sendError)}`);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(1, backoff)));
      try {
        channel.nack(msg, false, true);
      } catch {
        // Channel already gone: the broker requeues unacked messages by itself.
      }
    }
  }

  private ack(channel: Channel, msg: ConsumeMessage): void {
    try {
      channel.ack(msg);
    } catch {
      // The channel closed under us: the broker redelivers the message; the inbox makes that harmless.
    }
  }
}
