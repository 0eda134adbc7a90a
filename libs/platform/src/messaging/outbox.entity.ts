import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EventEnvelope } from '@ihe/contracts';

/**
 * An event waiting to be (or already) published, written in the same transaction as the change that
 * caused it. Lives in each service's own schema (table `outbox`, see MessagingTables1730000000000).
 */
@Entity({ name: 'outbox' })
export class OutboxEntry {
  /** The event id. */
  @PrimaryColumn('uuid')
  id: string;

  /** Insertion order: `created_at` ties for events written in the same transaction. */
  @Column({ type: 'bigint', insert: false, update: false })
  seq: string;

  @Column('text')
  name: string;

  /** The whole envelope, published as is. */
  @Column('jsonb')
  payload: EventEnvelope;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false })
  createdAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** Publish attempts so far. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
