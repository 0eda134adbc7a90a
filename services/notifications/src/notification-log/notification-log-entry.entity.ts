import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RecipientType } from '../templates/template-names.js';
import type { OutgoingMessage } from '../sending/outgoing-message.js';

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'delivered', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * One WhatsApp message (spec 2 §3 notification log, §4 status): logged `pending` before it is sent,
 * then `sent` with the provider's message id or `failed` with the error; `delivered` (or `failed`)
 * later from the Cloud API's status callbacks.
 */
@Entity('whatsapp_notifications')
export class NotificationLogEntry {
  @PrimaryColumn('uuid')
  id: string;

  /** null for the admin's test message. */
  @Column({ type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ type: 'text' })
  recipientType: RecipientType;

  @Column({ type: 'text', default: '' })
  recipientKey: string;

  /** A single notice's name (vendor_approved, customer_order_shipped, …); null for order placement. */
  @Column({ type: 'text', nullable: true })
  notice: string | null;

  /** Digits only, as sent. */
  @Column({ type: 'text' })
  recipientNumber: string;

  @Column({ type: 'text' })
  messageContent: string;

  @Column({ type: 'jsonb' })
  outgoingMessage: OutgoingMessage;

  @Column({ type: 'text', default: 'pending' })
  status: NotificationStatus;

  @Column({ type: 'text', nullable: true })
  providerMessageId: string | null;

  @Column({ type: 'text', nullable: true })
  errorMessage: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'uuid', nullable: true })
  claimToken: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
