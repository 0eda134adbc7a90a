import { Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import type { EventBus } from './event-bus.port.js';
import { errorMessage } from './error-message.js';
import type { MessagingObserver } from './messaging-observer.js';
import { retryDelayMs, type RetryBackoff } from './retry-backoff.js';

export interface OutboxRelayOptions {
  /** Rows claimed per round. Default 100. */
  batchSize?: number;
  /** Polling period; `kick()` relays at once in between. Default 500 ms. */
  pollIntervalMs?: number;
  /** A publish not confirmed within this counts as failed (retried next round). Default 10 s. */
  publishTimeoutMs?: number;
  /** Published rows older than this are deleted (checked once a minute). Default 7 days; 0 keeps them. */
  retentionMs?: number;
  /**
   * The wait after a round whose publishes all failed, doubling per failed round (with jitter) up to the cap,
   * back to none at the first success. Default 500 ms doubling to 15 s.
   */
  failureBackoff?: RetryBackoff;
  logger?: Pick<Logger, 'log' | 'warn' | 'error'>;
  /** Told of each publish and its outcome, and of each wait after failures (the service's metrics). */
  observer?: Pick<MessagingObserver, 'published'> & Partial<Pick<MessagingObserver, 'relayWaiting'>>;
}

interface ClaimedRow {
  id: string;
  payload: EventEnvelope;
}

const PURGE_EVERY_MS = 60_000;
const DEFAULT_FAILURE_BACKOFF: RetryBackoff = { baseMs: 500, maxMs: 15_000 };

/**
 * Publishes outbox rows. Each round claims the oldest unpublished rows with
 * `FOR UPDATE SKIP LOCKED` in a transaction, publishes them (the bus resolves on broker confirm) and
 * marks them published in that same transaction. Several relays (service instances) can run at once:
 * a row is locked by one of them, and once it commits the others no longer see it unpublished.
 * A crash between confirm and commit republishes the row later: at least once, normally once.
 *
 * While publishing fails (the broker is down), rounds back off: after a round that published nothing, the
 * next waits a doubling, jittered delay (capped), and neither commits' kicks nor the poll start one sooner;
 * while the bus knows its connection is down, none starts at all. The first round once the bus is connected
 * again goes at once, and a success ends the backoff: each row is tried tens of times in a long outage, not
 * once per commit.
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retentionMs: number;
  private readonly publishTimeoutMs: number;
  private readonly logger: Pick<Logger, 'log' | 'warn' | 'error'>;
  private readonly observer?: OutboxRelayOptions['observer'];
  private readonly failureBackoff: RetryBackoff;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private runAgain = false;
  private started = false;
  private failing = false;
  private lastPurge = Date.now();
  /** Rounds in a row that published nothing because publishing failed; 0 when the last one went through. */
  private failedRounds = 0;
  /** No round starts before this (epoch ms) while backing off. */
  private resumeAt = 0;
  private busWasDown = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.retentionMs = options.retentionMs ?? 7 * 24 * 3600 * 1000;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
    this.logger = options.logger ?? new Logger('OutboxRelay');
    this.observer = options.observer;
    this.failureBackoff = options.failureBackoff ?? DEFAULT_FAILURE_BACKOFF;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.timer = setInterval(() => this.kick(), this.pollIntervalMs);
    this.kick();
  }

  /** Stops polling and waits for the round under way. */
  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Relays now (e.g. right after a commit that wrote outbox rows); coalesces with a round under way. While
   * backing off after failures, or while the bus knows it is disconnected, it waits for the poll instead.
   */
  kick(): void {
    if (!this.started || !this.mayRun()) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.runRounds().finally(() => (this.running = undefined));
  }

  /** One round; returns how many events were published. Exposed for tests and tools. */
  async relayOnce(): Promise<number> {
    return (await this.relayRound()).published;
  }

  private mayRun(): boolean {
    if (!this.bus.isHealthy()) {
      this.busWasDown = true;
      return false;
    }
    if (this.busWasDown) {
      // Connected again: the rows waiting go now, not when the backoff would have let them.
      this.busWasDown = false;
      this.resumeAt = 0;
    }
    return Date.now() >= this.resumeAt;
  }

  /** After a round that published nothing and failed: the next waits; after one that published: none. */
  private afterRound(outcome: 'published' | 'failed' | 'idle'): void {
    if (outcome === 'failed') {
      this.failedRounds++;
      const delay = retryDelayMs(this.failedRounds, this.failureBackoff);
      // Jitter (half to all of the delay): the relays of many instances do not retry in step.
      const wait = Math.round(delay * (0.5 + Math.random() / 2));
      this.resumeAt = Date.now() + wait;
      this.observer?.relayWaiting?.(wait / 1000);
    } else if (outcome === 'published' && this.failedRounds > 0) {
      this.failedRounds = 0;
      this.resumeAt = 0;
      this.observer?.relayWaiting?.(0);
    }
  }

  private async relayRound(): Promise<{ published: number; failed: number }> {
    // On a pool connection of its own with named statements: a round runs for every few orders.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<ClaimedRow>({
        name: 'outbox_relay_claim',
        text: `SELECT id, payload FROM outbox WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        values: [this.batchSize],
      });
      const published: string[] = [];
      const failed: { id: string; error: string }[] = [];
      if (rows.length > 0) {
        const results = await Promise.allSettled(rows.map((row) => this.publish(row.payload)));
        results.forEach((result, i) => {
          if (result.status === 'fulfilled') published.push(rows[i].id);
          else failed.push({ id: rows[i].id, error: errorMessage(result.reason) });
          this.observer?.published(rows[i].payload.name, result.status === 'fulfilled' ? 'ok' : 'failed');
        });
      }
      if (published.length > 0)
        await client.query({
          name: 'outbox_relay_published',
          text: `UPDATE outbox SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1::uuid[])`,
          values: [published],
        });
      if (failed.length > 0)
        await client.query(
          `UPDATE outbox o SET attempts = o.attempts + 1, last_error = f.error
             FROM unnest($1::uuid[], $2::text[]) AS f(id, error) WHERE o.id = f.id`,
          [failed.map((f) => f.id), failed.map((f) => f.error)],
        );
      await client.query('COMMIT');
      if (rows.length > 0) this.reportFailures(failed.length, failed[0]?.error);
      return { published: published.length, failed: failed.length };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  // The claimed rows stay locked until the round ends: never wait forever for a confirm.
  private async publish(event: EventEnvelope): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Publish not confirmed in time')), this.publishTimeoutMs);
    });
    try {
      await Promise.race([this.bus.publish(event), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async runRounds(): Promise<void> {
    do {
      this.runAgain = false;
      try {
        // A full batch means more may be waiting: keep going (but not while publishing fails).
        let round: { published: number; failed: number };
        do {
          round = await this.relayRound();
          this.afterRound(round.published > 0 ? 'published' : round.failed > 0 ? 'failed' : 'idle');
        } while (this.started && round.published === this.batchSize);
        await this.purgeIfDue();
      } catch (error) {
        this.logger.error(`Outbox relay round failed: ${errorMessage(error)}`);
        this.afterRound('failed');
      }
    } while (this.runAgain && this.started && this.mayRun());
  }

  // Logs when publishing starts failing and when it recovers, not on every poll in between.
  private reportFailures(count: number, firstError?: string): void {
    if (count > 0 && !this.failing) {
      this.failing = true;
      this.logger.warn(`Could not publish ${count} outbox event(s), will retry: ${firstError}`);
    } else if (count === 0 && this.failing) {
      this.failing = false;
      this.logger.log('Outbox events are being published again');
    }
  }

  private async purgeIfDue(): Promise<void> {
    if (this.retentionMs <= 0 || Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.dataSource.query(
      `DELETE FROM outbox WHERE published_at < now() - make_interval(secs => $1::double precision / 1000)`,
      [this.retentionMs],
    );
  }
}
