import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lockReceiptsOf, NotificationStatusWriter } from '../notification-log/notification-status.writer.js';
import type { StatusUpdate } from './status-callback.parser.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Applies delivery receipts to the log. A receipt for a message not (yet) recorded as sent (its status
 * callback overtook the send's own answer) is kept and applied when the send is recorded; kept ones
 * nobody claims are dropped after 7 days.
 */
@Injectable()
export class DeliveryReceiptsService {
  private lastPurge = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly statuses: NotificationStatusWriter,
  ) {}

  async record(updates: StatusUpdate[]): Promise<void> {
    for (const update of updates) {
      await this.dataSource.transaction(async (manager) => {
        await lockReceiptsOf(manager, update.providerMessageId);
        const applied = await this.statuses.applyReceipt(
          manager,
          update.providerMessageId,
          update.status,
          update.errorMessage,
          update.occurredAt,
        );
        if (!applied) {
          await manager.query(
            `INSERT INTO whatsapp_status_receipts (provider_message_id, status, error_message, occurred_at)
             VALUES ($1, $2, $3, $4)`,
            [update.providerMessageId, update.status, update.errorMessage, update.occurredAt],
          );
        }
      });
    }
    if (Date.now() - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = Date.now();
      await this.dataSource.query(
        `DELETE FROM whatsapp_status_receipts WHERE received_at < now() - interval '7 days'`,
      );
    }
  }
}
