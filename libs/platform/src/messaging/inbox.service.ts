import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';

/**
 * Idempotent consumption: records "consumer handled event" in the same transaction as the handler's
 * effect, so a redelivered event (at-least-once bus, outbox republish) changes nothing:
 *
 *   @EventPattern('user.registered')
 *   async onUserRegistered(@Payload() event: EventEnvelope) {
 *     await this.inbox.handleOnce(event, 'catalog.vendor-names', (manager) => this.vendors.upsert(manager, event));
 *   }
 */
export class InboxService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs `fn` in a transaction unless `consumer` already handled `event`. Returns false (without
   * calling fn) for a duplicate; rethrows fn's error after rolling back, so the event is retried.
   * A concurrent duplicate waits on the first one's row lock, then sees it as handled.
   */
  async handleOnce(
    event: Pick<EventEnvelope, 'id'>,
    consumer: string,
    fn: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO inbox (event_id, consumer) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
        [event.id, consumer],
      );
      if (inserted.length === 0) return false;
      await fn(manager);
      return true;
    });
  }

  /**
   * For a handler that applies its event in ONE statement (one round trip, atomic without a transaction):
   * a WITH-clause INSERT that records the event as handled by `consumer` and returns a row only the
   * first time, with parameters numbered from `$first`. The statement's writes select FROM (or check
   * EXISTS in) it, so a redelivered event writes nothing. A concurrent duplicate waits on the first
   * one's row, then finds it handled.
   *
   *   const inbox = this.inbox.recordSql(event, CONSUMER, 1);
   *   await dataSource.query(`WITH fresh AS (${inbox.sql}) UPDATE t SET … WHERE … AND EXISTS (SELECT 1 FROM fresh)`,
   *     [...inbox.params, …]);
   */
  recordSql(
    event: Pick<EventEnvelope, 'id'>,
    consumer: string,
    first: number,
  ): { sql: string; params: unknown[] } {
    return {
      sql: `INSERT INTO inbox (event_id, consumer) VALUES ($${first}, $${first + 1})
            ON CONFLICT DO NOTHING RETURNING event_id`,
      params: [event.id, consumer],
    };
  }

  /** Whether `consumer` has handled the event (tests, diagnostics). */
  async hasHandled(eventId: string, consumer: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM inbox WHERE event_id = $1 AND consumer = $2`,
      [eventId, consumer],
    );
    return rows.length > 0;
  }
}
