import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An event a consumer has already handled: its effect and this row commit together (table `inbox`). */
@Entity({ name: 'inbox' })
export class InboxEntry {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  /** Which handler of the service handled it (one event may be handled by several). */
  @PrimaryColumn('text')
  consumer: string;

  @Column({ name: 'processed_at', type: 'timestamptz', insert: false, update: false })
  processedAt: Date;
}
