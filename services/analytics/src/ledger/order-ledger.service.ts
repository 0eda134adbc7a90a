import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, PayloadOf, OrderPlaced, OrderStatusChanged } from '@ihe/contracts';
import { ActivityWriter } from '../projections/activity.writer.js';
import { lagosDay, placementRows, vendorKey, WHOLE_ORDER_KEY } from './ledger.rules.js';
import { LedgerWriter } from './ledger.writer.js';

type Placed = PayloadOf<typeof OrderPlaced>;
type StatusChanged = PayloadOf<typeof OrderStatusChanged>;

/** Order reference as the admin sees it (spec 2 §9: IHE- and the last 6 characters). */
const orderRef = (orderId: string) => `IHE-${orderId.slice(-6).toUpperCase()}`;
const naira = (amount: number) => `₦${amount.toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;

/**
 * One order's events are applied one at a time (a transaction-scoped lock), as the bus may deliver them
 * concurrently: a cancellation committing while its order.placed runs would otherwise be seen by neither.
 */
async function lockOrder(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [orderId]);
}

/**
 * The ledger from order events. Placement books every line and the order; a part declined or cancelled
 * (its fulfilment moved to cancelled) is reversed, and so is the order's fee and count when the whole order
 * ends cancelled. Order-independent: a cancellation that arrives before its order.placed is remembered
 * (cancelled_parts) and reversed as soon as the placement is booked; each reversal is booked once.
 */
@Injectable()
export class OrderLedgerService {
  constructor(
    private readonly ledger: LedgerWriter,
    private readonly activity: ActivityWriter,
  ) {}

  async placed(manager: EntityManager, event: EventEnvelope<Placed>): Promise<void> {
    const order = event.payload;
    await lockOrder(manager, order.orderId);
    const day = lagosDay(order.createdAt);
    const inserted: unknown[] = await manager.query(
      `INSERT INTO placed_orders (order_id, consumer_id, day, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
      [order.orderId, order.customer.id, day, order.createdAt],
    );
    if (inserted.length === 0) return;
    const ref = {
      orderId: order.orderId,
      consumerId: order.customer.id,
      day,
      eventId: event.id,
      at: order.createdAt,
    };
    await this.ledger.bookPlacement(manager, ref, placementRows(order.lines, order.deliveryFee));
    const early: { vendor_key: string }[] = await manager.query(
      `SELECT vendor_key FROM cancelled_parts WHERE order_id = $1 ORDER BY vendor_key = '*', vendor_key`,
      [order.orderId],
    );
    for (const { vendor_key } of early)
      await this.ledger.reverse(manager, order.orderId, vendor_key, event.id, event.occurredAt);
    await this.activity.add(manager, {
      id: event.id,
      type: 'new_order',
      description: `New order ${orderRef(order.orderId)}: ${naira(order.total)}, ${order.lines.length} item(s)`,
      userName: order.customer.name,
      at: order.createdAt,
    });
  }

  async statusChanged(manager: EntityManager, event: EventEnvelope<StatusChanged>): Promise<void> {
    const change = event.payload;
    await lockOrder(manager, change.orderId);
    const keys: string[] = [];
    if (change.fulfilment && change.fulfilment.to === 'cancelled' && change.fulfilment.from !== 'cancelled')
      keys.push(vendorKey(change.fulfilment.vendorId));
    if (change.to === 'cancelled' && change.from !== 'cancelled') keys.push(WHOLE_ORDER_KEY);
    for (const key of keys) {
      const fresh: unknown[] = await manager.query(
        `INSERT INTO cancelled_parts (order_id, vendor_key, whole_order) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING order_id`,
        [change.orderId, key, key === WHOLE_ORDER_KEY],
      );
      if (fresh.length > 0)
        await this.ledger.reverse(manager, change.orderId, key, event.id, change.occurredAt);
    }
    if (keys.length > 0) await this.markCancelled(manager, event, keys.includes(WHOLE_ORDER_KEY));
  }

  private async markCancelled(manager: EntityManager, event: EventEnvelope<StatusChanged>, whole: boolean) {
    const change = event.payload;
    if (whole)
      await manager.query(`UPDATE placed_orders SET cancelled = true WHERE order_id = $1`, [change.orderId]);
    const byVendor = change.vendorId !== null && change.by === change.vendorId;
    const what = whole ? 'Order' : 'A vendor part of order';
    await this.activity.add(manager, {
      id: event.id,
      type: 'other',
      description: `${what} ${orderRef(change.orderId)} ${byVendor ? 'declined by the vendor' : 'cancelled'}`,
      userName: null,
      userId: change.by,
      at: change.occurredAt,
    });
  }
}
