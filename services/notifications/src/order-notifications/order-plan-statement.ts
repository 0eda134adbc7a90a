import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import type { PlannedNotification } from './order-notification-plan.js';
import type { OrderItemName } from './order-notification-run.entity.js';

/** An SQL fragment with its parameters, numbered from a `first` the caller gives. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

export interface OrderPlanWrite {
  /** InboxService.recordSql, numbered from $1 (two parameters). */
  inbox: SqlPart;
  run: {
    orderId: string;
    consumerId: string;
    eventId: string;
    correlationId: string;
    planned: number;
    skippedReason: string | null;
    /** The run's outcome is published by this statement (nothing to send): it starts closed. */
    outcomePublished: boolean;
    /** What later notices of the order name (order.status-changed carries no names). */
    items: OrderItemName[];
  };
  notifications: Array<PlannedNotification & { id: string }>;
  /** The outbox INSERT of the outcome event, numbered from `first`, inserted when the run row is. */
  outcome?: (first: number) => SqlPart;
}

/** Whether the event was new to the inbox, and whether it planned the order (its run row was written). */
export interface OrderPlanWritten {
  fresh: boolean;
  planned: boolean;
}

/**
 * An order's whole plan as ONE statement (one round trip, atomic without a transaction): the inbox
 * record; the run row only for a new event (`ON CONFLICT (order_id)`: a second event for the same order
 * stops there); then, only when the run row was written, the log entries and/or the outcome event.
 * It answers one row of two booleans ({@link OrderPlanWritten}).
 */
export function orderPlanStatement(write: OrderPlanWrite): SqlPart {
  const params: unknown[] = [...write.inbox.params];
  const param = (value: unknown) => `$${params.push(value)}`;
  const { run } = write;
  const orderId = param(run.orderId);
  const parts = [
    `fresh AS (${write.inbox.sql})`,
    `run AS (
      INSERT INTO order_notification_runs
        (order_id, consumer_id, event_id, correlation_id, planned, skipped_reason, items, outcome_sent,
         outcome_published_at)
      SELECT ${orderId}::uuid, ${param(run.consumerId)}::uuid, ${param(run.eventId)}::uuid,
             ${param(run.correlationId)}::text, ${param(run.planned)}::int, ${param(run.skippedReason)}::text,
             ${param(JSON.stringify(run.items))}::jsonb,
             ${run.outcomePublished ? '0, now()' : 'NULL::int, NULL::timestamptz'}
       WHERE EXISTS (SELECT 1 FROM fresh)
      ON CONFLICT (order_id) DO NOTHING RETURNING order_id)`,
  ];
  const rows = write.notifications;
  if (rows.length > 0) {
    parts.push(`notifications AS (
      INSERT INTO whatsapp_notifications
        (id, order_id, recipient_type, recipient_key, recipient_number, message_content, outgoing_message,
         status, error_message)
      SELECT t.id, ${orderId}::uuid, t.recipient_type, t.recipient_key, t.recipient_number, t.message_content,
             t.outgoing_message,
             CASE WHEN t.invalid THEN 'failed' ELSE 'pending' END,
             CASE WHEN t.invalid THEN ${param(WHATSAPP_MESSAGES.invalidRecipient)}::text END
        FROM unnest(${param(rows.map((row) => row.id))}::uuid[],
                    ${param(rows.map((row) => row.recipientType))}::text[],
                    ${param(rows.map((row) => row.recipientKey))}::text[],
                    ${param(rows.map((row) => row.recipientNumber))}::text[],
                    ${param(rows.map((row) => row.content))}::text[],
                    ${param(rows.map((row) => JSON.stringify(row.outgoing)))}::jsonb[],
                    ${param(rows.map((row) => row.invalidNumber))}::boolean[])
          AS t(id, recipient_type, recipient_key, recipient_number, message_content, outgoing_message, invalid)
       WHERE EXISTS (SELECT 1 FROM run)
      ON CONFLICT (order_id, recipient_type, recipient_key) WHERE order_id IS NOT NULL DO NOTHING)`);
  }
  if (write.outcome) {
    const outbox = write.outcome(params.length + 1);
    params.push(...outbox.params);
    parts.push(`outcome AS (${outbox.sql} WHERE EXISTS (SELECT 1 FROM run))`);
  }
  return {
    sql: `WITH ${parts.join(',\n')}
      SELECT EXISTS (SELECT 1 FROM fresh) AS fresh, EXISTS (SELECT 1 FROM run) AS planned`,
    params,
  };
}
