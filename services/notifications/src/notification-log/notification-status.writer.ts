import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { OrderOutcomePublisher } from '../order-notifications/order-outcome.publisher.js';
import type { SendOutcome } from '../sending/whatsapp-sender.js';
import { modifiedRows } from '../database/modified-rows.js';

export type FinalOutcome = Exclude<SendOutcome, { aborted: true }>;
export type ReceiptStatus = 'delivered' | 'failed';

/**
 * The status changes of log entries (spec 2 §4: pending → sent with the provider id, or failed with the
 * error; sent → delivered or failed from receipts). Each change that ends an order's last pending
 * message publishes the order's outcome in the same transaction.
 */
@Injectable()
export class NotificationStatusWriter {
  private readonly logger = new Logger('NotificationStatus');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outcomes: OrderOutcomePublisher,
  ) {}

  /** Ends a pending entry held under `claimToken`; false when the claim was lost (nothing written). */
  async finish(id: string, claimToken: string, outcome: FinalOutcome): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await modifiedRows<{ order_id: string | null }>(
        manager,
        `UPDATE whatsapp_notifications
            SET status = $3, provider_message_id = $4, error_message = $5, attempts = attempts + $6,
                sent_at = CASE WHEN $3 = 'sent' THEN now() END, claim_token = NULL, claimed_until = NULL,
                updated_at = now()
          WHERE id = $1 AND claim_token = $2 AND status = 'pending'
          RETURNING order_id`,
        [
          id,
          claimToken,
          outcome.ok ? 'sent' : 'failed',
          outcome.ok ? outcome.messageId : null,
          outcome.ok ? null : outcome.error,
          outcome.attempts,
        ],
      );
      if (rows.length === 0) {
        this.logger.warn(
          `Notification ${id} was taken over by another sender; its result was not recorded here`,
        );
        return false;
      }
      if (outcome.ok) await this.applyStoredReceipts(manager, outcome.messageId);
      if (rows[0].order_id) await this.outcomes.publishIfComplete(manager, rows[0].order_id);
      return true;
    });
  }

  /** A delivery receipt for a sent message; false when no sent message has that id (yet). */
  async applyReceipt(
    manager: EntityManager,
    providerMessageId: string,
    status: ReceiptStatus,
    errorMessage: string | null,
    occurredAt: Date,
  ): Promise<boolean> {
    const rows =
      status === 'delivered'
        ? await modifiedRows(
            manager,
            `UPDATE whatsapp_notifications SET status = 'delivered', delivered_at = $2, updated_at = now()
              WHERE provider_message_id = $1 AND status = 'sent' RETURNING id`,
            [providerMessageId, occurredAt],
          )
        : await modifiedRows(
            manager,
            `UPDATE whatsapp_notifications SET status = 'failed', error_message = $2, updated_at = now()
              WHERE provider_message_id = $1 AND status IN ('sent', 'delivered') RETURNING id`,
            [providerMessageId, errorMessage],
          );
    return rows.length > 0;
  }

  /** Receipts that arrived before the send's own answer was recorded, oldest first (then dropped). */
  private async applyStoredReceipts(manager: EntityManager, providerMessageId: string): Promise<void> {
    await lockReceiptsOf(manager, providerMessageId);
    const receipts = await modifiedRows<{
      id: string;
      status: ReceiptStatus;
      error_message: string | null;
      occurred_at: Date;
    }>(
      manager,
      `DELETE FROM whatsapp_status_receipts WHERE provider_message_id = $1
         RETURNING id, status, error_message, occurred_at`,
      [providerMessageId],
    );
    receipts.sort((a, b) => Number(a.id) - Number(b.id));
    for (const receipt of receipts) {
      await this.applyReceipt(
        manager,
        providerMessageId,
        receipt.status,
        receipt.error_message,
        receipt.occurred_at,
      );
    }
  }
}

/**
 * Serialises "record the send" and "a receipt arrives" for one message id, so a receipt is either
 * applied to the sent row or kept and seen by the send's transaction, never lost between the two.
 */
export async function lockReceiptsOf(manager: EntityManager, providerMessageId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('whatsapp-receipt:' || $1))`, [
    providerMessageId,
  ]);
}
