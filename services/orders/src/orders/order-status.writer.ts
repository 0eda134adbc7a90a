import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrderStatus } from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { statusSteps } from './order-status.rules.js';
import { statusChangedEvent, type ChangedLine, type StatusChange } from './status-changed.event.js';

/** An order row locked for a status change, with its buyer's contact from the customer projection. */
export interface LockedOrder {
  id: string;
  consumerId: string;
  status: OrderStatus;
  customer: { name: string; phone: string | null };
}

/** One vendor's part of the order (vendorId null: lines sold with no vendor), with its lines. */
export interface LockedPart {
  id: string;
  vendorId: string | null;
  status: OrderStatus;
  lines: ChangedLine[];
}

interface PartLineRow {
  id: string;
  vendor_id: string | null;
  status: OrderStatus;
  product_id: string;
  quantity: string;
  unit_price: string;
  base_price: string;
}

/**
 * The SQL of status changes, always inside the caller's transaction: the order row is locked first, then
 * its parts (so two vendors acting on one order take turns and both changes stand), and each step writes
 * the part's status and history, the order's derived status and history, and its order.status-changed
 * (outbox) together.
 */
@Injectable()
export class OrderStatusWriter {
  constructor(private readonly outbox: OutboxService) {}

  /** Locks the order (FOR UPDATE); null when there is none (or it is not `consumerId`'s, when given). */
  async lockOrder(manager: EntityManager, orderId: string, consumerId?: string): Promise<LockedOrder | null> {
    const rows: Array<{ consumer_id: string; status: OrderStatus; name: string; phone: string | null }> =
      await manager.query(
        // The projection has the customer's current contact; the order's copy stands in until it has one.
        `SELECT o.consumer_id, o.status, COALESCE(NULLIF(btrim(c.full_name), ''), o.customer_name) AS name,
                COALESCE(c.phone_number, o.customer_phone) AS phone
           FROM orders o LEFT JOIN customers c ON c.id = o.consumer_id
          WHERE o.id = $1 AND ($2::uuid IS NULL OR o.consumer_id = $2)
            FOR UPDATE OF o`,
        [orderId, consumerId ?? null],
      );
    if (rows.length === 0) return null;
    const [row] = rows;
    return {
      id: orderId,
      consumerId: row.consumer_id,
      status: row.status,
      customer: { name: row.name, phone: row.phone },
    };
  }

  /** Locks every part of a locked order (in id order) and reads their lines. */
  async lockParts(manager: EntityManager, orderId: string): Promise<LockedPart[]> {
    const rows: PartLineRow[] = await manager.query(
      `SELECT f.id, f.vendor_id, f.status, i.product_id, i.quantity, i.unit_price, i.base_price
         FROM order_fulfilments f JOIN order_items i ON i.fulfilment_id = f.id
        WHERE f.order_id = $1 ORDER BY f.id, i.position FOR UPDATE OF f`,
      [orderId],
    );
    const parts = new Map<string, LockedPart>();
    for (const row of rows) {
      const part = parts.get(row.id) ?? {
        id: row.id,
        vendorId: row.vendor_id,
        status: row.status,
        lines: [],
      };
      parts.set(row.id, part);
      part.lines.push({
        productId: row.product_id,
        quantity: Number(row.quantity),
        unitPrice: Number(row.unit_price),
        basePrice: Number(row.base_price),
      });
    }
    return [...parts.values()];
  }

  /**
   * Moves `moving` (parts of `parts`, already checked by the caller) to `to`, one step each: returns
   * the steps as published.
   */
  async move(
    manager: EntityManager,
    order: LockedOrder,
    parts: LockedPart[],
    moving: LockedPart[],
    to: OrderStatus,
    actor: { by: string | null; vendorId: string | null },
  ): Promise<StatusChange[]> {
    const at = new Date();
    const changes = statusSteps(
      order.status,
      parts,
      moving.map((part) => part.id),
      to,
    ).map((step, i): StatusChange => {
      const part = moving[i];
      return {
        orderId: order.id,
        consumerId: order.consumerId,
        from: step.orderFrom,
        to: step.orderTo,
        ...actor,
        at,
        fulfilment: { vendorId: part.vendorId, from: part.status, to },
        lines: part.lines,
        vendorIds: part.vendorId ? [part.vendorId] : [],
        customer: order.customer,
      };
    });
    const ids = moving.map((part) => part.id);
    await manager.query(
      `WITH moved AS (
         UPDATE order_fulfilments f SET status = $2, updated_at = $3
           FROM unnest($1::uuid[], $5::text[]) AS m(id, from_status)
          WHERE f.id = m.id RETURNING f.id, m.from_status)
       INSERT INTO fulfilment_status_history (fulfilment_id, from_status, to_status, changed_by, changed_at)
       SELECT id, from_status, $2, $4, $3 FROM moved`,
      [ids, to, at, actor.by, moving.map((part) => part.status)],
    );
    const orderMoves = changes.filter((change) => change.from !== change.to);
    if (orderMoves.length > 0) {
      await manager.query(
        `INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, vendor_id, changed_at)
         SELECT $1, m.from_status, m.to_status, $4, $5, $6
           FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS m(from_status, to_status, n) ORDER BY m.n`,
        [
          order.id,
          orderMoves.map((change) => change.from),
          orderMoves.map((change) => change.to),
          actor.by,
          actor.vendorId,
          at,
        ],
      );
      await manager.query(`UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1`, [
        order.id,
        changes[changes.length - 1].to,
        at,
      ]);
    }
    await this.outbox.add(manager, changes.map(statusChangedEvent));
    return changes;
  }
}
