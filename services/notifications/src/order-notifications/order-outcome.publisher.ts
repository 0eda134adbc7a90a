import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationOrderOutcome, type PayloadOf } from '@ihe/contracts';
import { OutboxService, type OutboxInsert } from '@ihe/platform';

type OrderOutcome = PayloadOf<typeof NotificationOrderOutcome>;

/**
 * Publishes notification.order-outcome (sent n of m, spec 2 §8) through the outbox, once per order:
 * the run row is locked and marked in the same transaction as the outbox row, or, when the order has
 * nothing to send, written already marked in the same statement as the outbox row.
 */
@Injectable()
export class OrderOutcomePublisher {
  constructor(private readonly outbox: OutboxService) {}

  /**
   * When none of the order's placement messages is pending any more (its later notices, e.g. shipped,
   * are not part of "sent n of m") (call inside the transaction that finished one). */
  async publishIfComplete(manager: EntityManager, orderId: string): Promise<void> {
    const runs: Array<{ consumer_id: string; correlation_id: string; outcome_published_at: Date | null }> =
      await manager.query(
        `SELECT consumer_id, correlation_id, outcome_published_at FROM order_notification_runs WHERE order_id = $1 FOR UPDATE`,
        [orderId],
      );
    if (runs.length === 0 || runs[0].outcome_published_at) return;
    const [counts]: Array<{ total: number; sent: number; pending: number }> = await manager.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status IN ('sent', 'delivered'))::int AS sent,
              count(*) FILTER (WHERE status = 'pending')::int AS pending
         FROM whatsapp_notifications WHERE order_id = $1 AND notice IS NULL`,
      [orderId],
    );
    if (counts.pending > 0) return;
    const outcome = {
      orderId,
      consumerId: runs[0].consumer_id,
      sent: counts.sent,
      total: counts.total,
      disabled: false,
    };
    await this.publish(manager, outcome, runs[0].correlation_id);
  }

  /**
   * For a run that plans nothing to send (disabled, no recipient, only unusable numbers): the outbox
   * INSERT of its outcome, for the statement that writes the run row already closed
   * (outcome_sent = 0, outcome_published_at = now()). Call `committed()` once that statement wrote it.
   */
  insertSql(outcome: OrderOutcome, correlationId: string, first: number): OutboxInsert {
    return this.outbox.insertSql([NotificationOrderOutcome.create(outcome, correlationId)], first);
  }

  /** After a statement with `insertSql` wrote the outcome (autocommit): publish it now. */
  committed(): void {
    this.outbox.committed();
  }

  private async publish(manager: EntityManager, outcome: OrderOutcome, correlationId: string): Promise<void> {
    await manager.query(
      `UPDATE order_notification_runs SET outcome_sent = $2, outcome_published_at = now() WHERE order_id = $1`,
      [outcome.orderId, outcome.sent],
    );
    await this.outbox.add(manager, NotificationOrderOutcome.create(outcome, correlationId));
  }
}
