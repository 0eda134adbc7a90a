import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadOrdersSettings } from '../orders.settings.js';

const EVERY_MS = 10 * 60_000;
const BATCH = 1_000;

/**
 * Forgets Idempotency-Keys older than IDEMPOTENCY_KEY_RETENTION_MS (checkout_attempts would otherwise
 * grow by a row per order forever). Small batches, so a large purge never holds many row locks at once;
 * several orders instances may purge at the same time harmlessly.
 */
@Injectable()
export class IdempotencyKeyPurger implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(IdempotencyKeyPurger.name);
  private readonly retentionMs = loadOrdersSettings().IDEMPOTENCY_KEY_RETENTION_MS;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.purge(), EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass (also called by tests): how many keys were forgotten. */
  purge(): Promise<number> {
    this.running ??= this.deleteExpired().finally(() => (this.running = undefined));
    return this.running;
  }

  private async deleteExpired(): Promise<number> {
    let total = 0;
    try {
      for (;;) {
        const [, deleted]: [unknown[], number] = await this.dataSource.query(
          `DELETE FROM checkout_attempts WHERE ctid IN (
             SELECT ctid FROM checkout_attempts
              WHERE started_at < now() - make_interval(secs => $1::double precision / 1000) LIMIT $2)`,
          [this.retentionMs, BATCH],
        );
        total += deleted;
        if (deleted < BATCH) break;
      }
      if (total > 0) this.logger.log(`forgot ${total} idempotency key(s) past retention`);
    } catch (error) {
      this.logger.error(`idempotency key purge failed: ${(error as Error).message}`);
    }
    return total;
  }
}
