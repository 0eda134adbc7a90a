import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import { ProjectionsService } from './projections.service.js';

/** Every table the projections own (the event log, inbox and outbox stay). */
export const PROJECTION_TABLES = [
  'ledger_entries',
  'daily_financials',
  'placed_orders',
  'cancelled_parts',
  'users',
  'user_totals',
  'products',
  'activity',
  'notification_outcomes',
] as const;

const BATCH = 1000;

/**
 * The operator's rebuild: empties the projections and re-applies the event log in the order the events
 * were first applied, in one transaction (readers see the old figures until it commits). TRUNCATE is the
 * only way rows leave the append-only ledger, and only here.
 */
@Injectable()
export class RebuildService {
  private readonly logger = new Logger('Rebuild');

  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionsService,
  ) {}

  async rebuild(): Promise<number> {
    const replayed = await this.dataSource.transaction(async (manager) => {
      // Live events wait while the rebuild runs, so none is applied twice or lost in between.
      await manager.query(`LOCK TABLE event_log IN EXCLUSIVE MODE`);
      await manager.query(`TRUNCATE ${PROJECTION_TABLES.join(', ')}`);
      let after = 0;
      let count = 0;
      for (;;) {
        const rows: { seq: string; envelope: EventEnvelope }[] = await manager.query(
          `SELECT seq, envelope FROM event_log WHERE seq > $1 ORDER BY seq LIMIT $2`,
          [after, BATCH],
        );
        for (const row of rows) await this.projections.apply(manager, row.envelope);
        count += rows.length;
        if (rows.length < BATCH) return count;
        after = Number(rows.at(-1)!.seq);
      }
    });
    this.logger.log(`Projections rebuilt from ${replayed} logged events`);
    return replayed;
  }
}
