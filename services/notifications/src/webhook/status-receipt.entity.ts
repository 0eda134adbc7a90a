import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A status callback as received (kept so one that overtakes the send's own answer is applied when the
 * message is marked sent, and as a record of what Meta reported).
 */
@Entity('whatsapp_status_receipts')
export class StatusReceipt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column('text')
  providerMessageId: string;

  /** delivered or failed (others are not kept). */
  @Column('text')
  status: 'delivered' | 'failed';

  @Column({ type: 'text', nullable: true })
  errorMessage: string | null;

  @Column('timestamptz')
  occurredAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
