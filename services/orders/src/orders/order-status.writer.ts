import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ORDER_MESSAGES, OrderStatusChanged, type EventEnvelope, type OrderStatus } from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { canChangeStatus } from './order-status.js';

export interface StatusChange {
  orderId: string;
  consumerId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  /** Who changed it (user id), null for the system. */
  by: string | null;
  /** The vendor who acted, when one did. */
  vendorId?: string | null;
  at: Date;
}

/**
 * Every status an order takes is recorded here, in the caller's transaction: a history row and an
 * order.status-changed event (outbox), including the first, pending (from null).
 */
@Injectable()
export class OrderStatusWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Records a status the order already has in its row (the initial one, written with the order). */
  async record(manager: EntityManager, change: StatusChange): Promise<void> {
    await manager.query(
      `INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, vendor_id, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [change.orderId, change.from, change.to, change.by, change.vendorId ?? null, change.at],
    );
    await this.outbox.add(manager, statusChangedEvent(change));
  }

  /** Moves an order to `to` if its status allows it (ORDER_TRANSITIONS): 404 unknown, 409 not allowed. */
  async change(
    orderId: string,
    to: OrderStatus,
    by: string | null,
    vendorId: string | null = null,
  ): Promise<StatusChange> {
    return this.dataSource.transaction(async (manager) => {
      const rows: Array<{ status: OrderStatus; consumer_id: string }> = await manager.query(
        `SELECT status, consumer_id FROM orders WHERE id = $1 FOR UPDATE`,
        [orderId],
      );
      if (rows.length === 0) throw new NotFoundException(ORDER_MESSAGES.notFound);
      const from = rows[0].status;
      if (!canChangeStatus(from, to))
        throw new ConflictException(ORDER_MESSAGES.statusChangeNotAllowed(from, to));
      const change: StatusChange = {
        orderId,
        consumerId: rows[0].consumer_id,
        from,
        to,
        by,
        vendorId,
        at: new Date(),
      };
      await manager.query(`UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1`, [
        orderId,
        to,
        change.at,
      ]);
      await this.record(manager, change);
      return change;
    });
  }
}

export function statusChangedEvent(change: StatusChange): EventEnvelope {
  return OrderStatusChanged.create({
    orderId: change.orderId,
    consumerId: change.consumerId,
    from: change.from,
    to: change.to,
    by: change.by,
    vendorId: change.vendorId ?? null,
    occurredAt: change.at.toISOString(),
  });
}
