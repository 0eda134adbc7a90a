import { ConcurrencyLimiter } from './concurrency-limiter.js';
import type { OutgoingMessage } from './outgoing-message.js';
import { isRetryable, retryDelayMs, type RetrySchedule } from './send-retry-policy.js';
import type { CloudApiTarget, WhatsAppCloudClient } from './whatsapp-cloud.client.js';

export type SendOutcome =
  | { ok: true; messageId: string; attempts: number }
  | { ok: false; error: string; attempts: number }
  /** Stopped between attempts (shutting down, or the claim was lost): nothing final is known. */
  | { ok: false; aborted: true; attempts: number };

/** How a send ended: accepted by the Cloud API, given up on, or stopped between attempts. */
export type SendOutcomeName = 'sent' | 'failed' | 'aborted';

export interface SendOptions {
  signal?: AbortSignal;
  /** Fewer attempts than the schedule's (the admin's test message: one). */
  maxAttempts?: number;
  /**
   * Runs inside the limiter slot right before each call; false stops without calling (the dispatcher
   * renews its claim on the log entry here and stops if another sender took it over).
   */
  beforeAttempt?: () => Promise<boolean>;
}

function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends one message with the retry policy: each call takes a slot of the shared limiter (so at most
 * WHATSAPP_MAX_CONCURRENCY calls are in flight), waits between attempts hold no slot.
 */
export class WhatsAppSender {
  constructor(
    private readonly client: WhatsAppCloudClient,
    private readonly limiter: ConcurrencyLimiter,
    private readonly schedule: RetrySchedule,
    /** Told how each send ended (the whatsapp_sends_total metric). */
    private readonly onOutcome?: (outcome: SendOutcomeName) => void,
  ) {}

  async send(
    target: CloudApiTarget,
    to: string,
    message: OutgoingMessage,
    options: SendOptions = {},
  ): Promise<SendOutcome> {
    const outcome = await this.sendWithRetries(target, to, message, options);
    this.onOutcome?.(outcome.ok ? 'sent' : 'aborted' in outcome ? 'aborted' : 'failed');
    return outcome;
  }

  private async sendWithRetries(
    target: CloudApiTarget,
    to: string,
    message: OutgoingMessage,
    options: SendOptions,
  ): Promise<SendOutcome> {
    const maxAttempts = Math.max(
      1,
      Math.min(options.maxAttempts ?? this.schedule.maxAttempts, this.schedule.maxAttempts),
    );
    for (let attempt = 1; ; attempt++) {
      if (options.signal?.aborted) return { ok: false, aborted: true, attempts: attempt - 1 };
      const result = await this.limiter.run(async () => {
        // Waiting for a slot can take a while: stopping may have begun meanwhile.
        if (options.signal?.aborted) return null;
        if (options.beforeAttempt && !(await options.beforeAttempt())) return null;
        return this.client.send(target, to, message);
      });
      if (result === null) return { ok: false, aborted: true, attempts: attempt - 1 };
      if (result.ok) return { ok: true, messageId: result.messageId, attempts: attempt };
      if (!isRetryable(result) || attempt >= maxAttempts) {
        const error = attempt > 1 ? `${result.error} (gave up after ${attempt} attempts)` : result.error;
        return { ok: false, error, attempts: attempt };
      }
      const waited = await sleep(retryDelayMs(attempt, this.schedule, result.retryAfterMs), options.signal);
      if (!waited) return { ok: false, aborted: true, attempts: attempt };
    }
  }
}
