import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicTask } from '@ihe/platform';
import { loadOrdersSettings } from '../orders.settings.js';

const EVERY_MS = 10 * 60_000;
const BATCH = 1_000;

/**
 * Forgets Idempotency-Keys older than IDEMPOTENCY_KEY_RETENTION_MS (checkout_attempts would otherwise
 * grow by a row per order forever). Small batches, so a large purge never holds many row locks at once.
 * One orders instance purges per interval (see PeriodicTask); two purging at once would be harmless.
 */
@Injectable()
export class IdempotencyKeyPurger implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(IdempotencyKeyPurger.name);
  private readonly retentionMs = loadOrdersSettings().IDEMPOTENCY_KEY_RETENTION_MS;
  private readonly task: PeriodicTask<number>;

  constructor(private readonly dataSource: DataSource) {
    this.task = new PeriodicTask(() => this.deleteExpired(), EVERY_MS, {
      name: 'idempotency-key-purge',
      dataSource,
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** One pass (also called by tests): how many keys were forgotten. */
  purge(): Promise<number> {
    return this.task.run();
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
