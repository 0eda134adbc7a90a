import type { ChannelModel, ConfirmChannel, GetMessage, MessagePropertyHeaders, Options } from 'amqplib';
import { ATTEMPTS_HEADER, ERROR_HEADER } from '@ihe/platform';

/** Headers the consumer adds when it parks a message (libs/platform rabbitmq-consumer.ts). */
const FAILED_AT_HEADER = 'x-failed-at';
const ORIGINAL_QUEUE_HEADER = 'x-original-queue';
/** Bookkeeping of a failure, dropped on replay so the event gets a fresh set of attempts. */
const FAILURE_HEADERS = [ERROR_HEADER, ATTEMPTS_HEADER, FAILED_AT_HEADER, ORIGINAL_QUEUE_HEADER];
const isBrokerDeathHeader = (name: string) =>
  name === 'x-death' || name.startsWith('x-first-death-') || name.startsWith('x-last-death-');

/** One message parked in a dead-letter queue, as an operator reads it. */
export interface ParkedMessage {
  /** The dead-letter queue holding it. */
  queue: string;
  messageId: string | null;
  eventType: string | null;
  /** The handler's last error (x-error), else the broker's dead-letter reason (x-death). */
  error: string | null;
  /** When it was first parked (ISO), if the headers say. */
  firstDeathAt: string | null;
  /** Where a replay sends it back. */
  originalQueue: string;
  attempts: number | null;
}

/** A message id, or every message of the queue. */
export type ReplaySelection = { all: true } | { messageId: string };

export interface ReplayOutcome {
  replayed: ParkedMessage[];
  /** Selected but left parked, with the reason (say, its original queue no longer exists). */
  kept: { message: ParkedMessage; reason: string }[];
}

type XDeath = { reason?: string; time?: { value?: number } | Date | number; queue?: string };

/** Reads a parked message's properties and headers into what the operator sees. */
export function describeParked(queue: string, msg: GetMessage): ParkedMessage {
  const headers: MessagePropertyHeaders = msg.properties.headers ?? {};
  const death = (headers['x-death'] as XDeath[] | undefined)?.[0];
  const text = (value: unknown) => (value === undefined || value === null ? null : String(value));
  return {
    queue,
    messageId: text(msg.properties.messageId),
    eventType: text(msg.properties.type) ?? eventNameOf(msg.content),
    error: text(headers[ERROR_HEADER]) ?? (death?.reason ? `dead-lettered: ${death.reason}` : null),
    firstDeathAt: text(headers[FAILED_AT_HEADER]) ?? deathTime(death),
    originalQueue: text(headers[ORIGINAL_QUEUE_HEADER]) ?? death?.queue ?? queue.replace(/\.dlq$/, ''),
    attempts: headers[ATTEMPTS_HEADER] === undefined ? null : Number(headers[ATTEMPTS_HEADER]),
  };
}

function eventNameOf(content: Buffer): string | null {
  try {
    const parsed = JSON.parse(content.toString('utf8')) as { name?: unknown };
    return typeof parsed.name === 'string' ? parsed.name : null;
  } catch {
    return null;
  }
}

function deathTime(death: XDeath | undefined): string | null {
  const time = death?.time;
  if (time instanceof Date) return time.toISOString();
  const seconds = typeof time === 'number' ? time : time?.value;
  return typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
}

/**
 * The operator's view of the dead-letter queues: list what is parked, and replay messages to the queue
 * they failed in. Reading takes every message without acknowledging it and gives it back when done
 * (closing the channel requeues them in place); a replayed message is acknowledged in the DLQ only after
 * the broker confirmed its copy in the original queue, so a crash can duplicate (the consumers' inbox
 * absorbs that) but never lose it.
 */
export class DeadLetterQueues {
  constructor(private readonly connection: ChannelModel) {}

  /** Those of `queues` that exist on the broker (each asked on a channel of its own: a 404 closes it). */
  async existing(queues: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const queue of queues) if (await this.exists(queue)) found.push(queue);
    return found;
  }

  async list(queue: string): Promise<ParkedMessage[]> {
    const channel = await this.connection.createChannel();
    try {
      const parked: ParkedMessage[] = [];
      for (let msg = await channel.get(queue); msg; msg = await channel.get(queue))
        parked.push(describeParked(queue, msg));
      return parked;
    } finally {
      await channel.close(); // gives every message back, in its place
    }
  }

  async replay(queue: string, selection: ReplaySelection): Promise<ReplayOutcome> {
    const channel = await this.connection.createConfirmChannel();
    const outcome: ReplayOutcome = { replayed: [], kept: [] };
    const targets = new Map<string, boolean>();
    try {
      for (let msg = await channel.get(queue); msg; msg = await channel.get(queue)) {
        const parked = describeParked(queue, msg);
        if (!('all' in selection) && parked.messageId !== selection.messageId) continue; // stays parked
        if (!targets.has(parked.originalQueue))
          targets.set(parked.originalQueue, await this.exists(parked.originalQueue));
        if (!targets.get(parked.originalQueue)) {
          outcome.kept.push({ message: parked, reason: `queue ${parked.originalQueue} does not exist` });
          continue;
        }
        await sendConfirmed(channel, parked.originalQueue, msg);
        channel.ack(msg);
        outcome.replayed.push(parked);
      }
    } finally {
      await channel.close(); // the messages not replayed go back to the DLQ
    }
    return outcome;
  }

  private async exists(queue: string): Promise<boolean> {
    const channel = await this.connection.createChannel();
    channel.on('error', () => undefined); // the 404 of a missing queue arrives here too
    try {
      await channel.checkQueue(queue);
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === 404) return false;
      throw error;
    } finally {
      await channel.close().catch(() => undefined);
    }
  }
}

/** Copies `msg` to `queue` as the bus first published it (minus the failure headers); resolves on confirm. */
function sendConfirmed(channel: ConfirmChannel, queue: string, msg: GetMessage): Promise<void> {
  const headers: MessagePropertyHeaders = { ...msg.properties.headers };
  Object.keys(headers)
    .filter((name) => FAILURE_HEADERS.includes(name) || isBrokerDeathHeader(name))
    .forEach((name) => delete headers[name]);
  const options: Options.Publish = {
    persistent: true,
    contentType: msg.properties.contentType ?? 'application/json',
    messageId: msg.properties.messageId,
    type: msg.properties.type,
    correlationId: msg.properties.correlationId,
    timestamp: msg.properties.timestamp,
    headers,
  };
  return new Promise((resolve, reject) => {
    channel.sendToQueue(queue, msg.content, options, (error: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
  });
}
