import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationOrderOutcome } from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';

/**
 * Publishes notification.order-outcome (sent n of m, spec 2 §8) through the outbox, once per order:
 * the run row is locked and marked in the same transaction as the outbox row.
 */
@Injectable()
export class OrderOutcomePublisher {
  constructor(private readonly outbox: OutboxService) {}

  /** When none of the order's messages is pending any more (call inside the transaction that finished one). */
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
         FROM whatsapp_notifications WHERE order_id = $1`,
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

  /** For a run that planned nothing to send (disabled, or no recipient): its outcome right away. */
  async publish(
    manager: EntityManager,
    outcome: { orderId: string; consumerId: string; sent: number; total: number; disabled: boolean },
    correlationId: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE order_notification_runs SET outcome_sent = $2, outcome_published_at = now() WHERE order_id = $1`,
      [outcome.orderId, outcome.sent],
    );
    await this.outbox.add(manager, NotificationOrderOutcome.create(outcome, correlationId));
  }
}
