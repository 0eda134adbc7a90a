import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import { afterCommit } from './after-commit.js';

/** An INSERT of outbox rows to embed in a larger statement, with its parameters. */
export interface OutboxInsert {
  sql: string;
  params: unknown[];
}

/**
 * Writes events to the outbox in the caller's transaction, so the event exists exactly when the
 * change that caused it does:
 *
 *   await dataSource.transaction(async (manager) => {
 *     await manager.save(user);
 *     await outbox.add(manager, UserRegistered.create({ ... }));
 *   });
 *
 * A hot path may instead make its change and its events ONE statement (one round trip, atomic without a
 * transaction): `insertSql` gives the INSERT for a WITH clause, and `committed()` kicks the relay after it.
 * The OutboxRelay publishes the rows; `onCommitted` (the relay's kick) runs right after the commit.
 */
export class OutboxService {
  constructor(private readonly onCommitted?: () => void) {}

  async add(manager: EntityManager, events: EventEnvelope | EventEnvelope[]): Promise<void> {
    const list = Array.isArray(events) ? events : [events];
    if (list.length === 0) return;
    const insert = this.insertSql(list, 1);
    await manager.query(insert.sql, insert.params);
    if (this.onCommitted) afterCommit(manager, this.onCommitted);
  }

  /**
   * `INSERT INTO outbox …` of `events` (rows aliased `e`), numbering its three parameters from `$first`.
   * Append `WHERE <condition>` to insert them only when the rest of the statement wrote. A payload
   * completed from the statement's own rows: `payload` replaces `e.payload` (say with jsonb_set) and
   * `join` adds the join it reads from (then only events with a matching row are inserted).
   */
  insertSql(
    events: EventEnvelope[],
    first: number,
    fill: { payload?: string; join?: string } = {},
  ): OutboxInsert {
    return {
      sql: `INSERT INTO outbox (id, name, payload)
            SELECT e.id, e.name, ${fill.payload ?? 'e.payload'}
              FROM unnest($${first}::uuid[], $${first + 1}::text[], $${first + 2}::jsonb[]) AS e(id, name, payload)
              ${fill.join ?? ''}`,
      params: [
        events.map((event) => event.id),
        events.map((event) => event.name),
        events.map((event) => JSON.stringify(event)),
      ],
    };
  }

  /** After a single statement with `insertSql` succeeded (autocommit): publish its rows now. */
  committed(): void {
    this.onCommitted?.();
  }
}
