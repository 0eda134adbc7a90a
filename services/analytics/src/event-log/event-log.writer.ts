import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';

/** The raw envelopes analytics consumed, in the order it applied them: the source of a rebuild. */
@Injectable()
export class EventLogWriter {
  /** Appends the envelope; false when it is logged already. */
  async append(manager: EntityManager, event: EventEnvelope): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO event_log (event_id, name, envelope) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) DO NOTHING RETURNING seq`,
      [event.id, event.name, JSON.stringify(event)],
    );
    return rows.length > 0;
  }
}
