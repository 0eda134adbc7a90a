import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import { afterCommit } from './after-commit.js';

/**
 * Writes events to the outbox in the caller's transaction, so the event exists exactly when the
 * change that caused it does:
 *
 *   await dataSource.transaction(async (manager) => {
 *     await manager.save(user);
 *     await outbox.add(manager, UserRegistered.create({ ... }));
 *   });
 *
 * The OutboxRelay publishes it; `onCommitted` (the relay's kick) runs right after the commit.
 */
export class OutboxService {
  constructor(private readonly onCommitted?: () => void) {}

  async add(manager: EntityManager, events: EventEnvelope | EventEnvelope[]): Promise<void> {
    const list = Array.isArray(events) ? events : [events];
    if (list.length === 0) return;
    const rows = list.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}::jsonb)`).join(', ');
    const params = list.flatMap((event) => [event.id, event.name, JSON.stringify(event)]);
    await manager.query(`INSERT INTO outbox (id, name, payload) VALUES ${rows}`, params);
    if (this.onCommitted) afterCommit(manager, this.onCommitted);
  }
}
