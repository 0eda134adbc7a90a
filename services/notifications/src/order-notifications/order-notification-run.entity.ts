import { Column, Entity, PrimaryColumn } from 'typeorm';

export interface OrderItemName {
  productId: string;
  productName: string;
  vendorId: string | null;
  vendorName: string | null;
}

/**
 * The notifications of one order: written once per order (a second order.placed for it, whatever its
 * event id, finds this row and plans nothing), and closed when its outcome has been published.
 */
@Entity('order_notification_runs')
export class OrderNotificationRun {
  @PrimaryColumn('uuid')
  orderId: string;

  @Column('uuid')
  consumerId: string;

  /** The order.placed event that planned it. */
  @Column('uuid')
  eventId: string;

  /** Of the order.placed event, carried on to the outcome event. */
  @Column('text')
  correlationId: string;

  /** Messages planned (m of "sent n of m"). */
  @Column('integer')
  planned: number;

  /** Why nothing was planned, e.g. `WhatsApp notifications disabled`. */
  @Column({ type: 'text', nullable: true })
  skippedReason: string | null;

  /** n of "sent n of m", once published. */
  @Column({ type: 'integer', nullable: true })
  outcomeSent: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  outcomePublishedAt: Date | null;

  /** Each line's product and vendor names, for the order's later notices (shipped, delivered). */
  @Column({ type: 'jsonb', nullable: true })
  items: OrderItemName[] | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
