import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import type { OutgoingMessage } from '../sending/outgoing-message.js';
import type { RecipientType } from '../templates/template-names.js';

/** A notice's log entry as written: pending, or failed at once for an unusable number. */
export interface NoticeEntry {
  id: string;
  kind: string;
  orderId: string | null;
  recipientType: RecipientType;
  recipientKey: string;
  recipientNumber: string;
  content: string;
  outgoing: OutgoingMessage;
  invalidNumber: boolean;
}

/** Whether the event was new to this consumer, and whether its entry was written. */
export interface NoticeWritten {
  fresh: boolean;
  written: boolean;
}

/**
 * Records the event in the inbox and, for a new event, the notice's log entry, in ONE statement (atomic
 * without a transaction): a redelivered event writes nothing, and an order's notice already logged for
 * the same step (`ON CONFLICT`: one per order, recipient type and key) is not logged twice.
 */
@Injectable()
export class SingleNoticeWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxService,
  ) {}

  async write(event: EventEnvelope, consumer: string, entry: NoticeEntry | null): Promise<NoticeWritten> {
    const inbox = this.inbox.recordSql(event, consumer, 1);
    const [row]: NoticeWritten[] = await this.dataSource.query(
      `WITH fresh AS (${inbox.sql}),
       entry AS (
         INSERT INTO whatsapp_notifications
           (id, notice, order_id, recipient_type, recipient_key, recipient_number, message_content,
            outgoing_message, status, error_message)
         SELECT $3::uuid, $4::text, $5::uuid, $6::text, $7::text, $8::text, $9::text, $10::jsonb,
                CASE WHEN $11::boolean THEN 'failed' ELSE 'pending' END,
                CASE WHEN $11::boolean THEN $12::text END
          WHERE $13::boolean AND EXISTS (SELECT 1 FROM fresh)
         ON CONFLICT (order_id, recipient_type, recipient_key) WHERE order_id IS NOT NULL DO NOTHING
         RETURNING id)
       SELECT EXISTS (SELECT 1 FROM fresh) AS fresh, EXISTS (SELECT 1 FROM entry) AS written`,
      [
        ...inbox.params,
        entry?.id ?? null,
        entry?.kind ?? null,
        entry?.orderId ?? null,
        entry?.recipientType ?? null,
        entry?.recipientKey ?? null,
        entry?.recipientNumber ?? null,
        entry?.content ?? null,
        entry ? JSON.stringify(entry.outgoing) : null,
        entry?.invalidNumber ?? false,
        WHATSAPP_MESSAGES.invalidRecipient,
        entry !== null,
      ],
    );
    return row;
  }
}
