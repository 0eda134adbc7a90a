import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CHECKOUT_MESSAGES,
  type ReserveStockRequest,
  type StockReservationStatus,
  type StockReservationView,
} from '@ihe/contracts';
import { OutboxService, queryPrepared } from '@ihe/platform';
import { loadCatalogSettings } from '../catalog.settings.js';
import { PublicListingCache } from '../public-cache/public-listing-cache.js';
import { StockLedger, type StockMove } from './stock-ledger.js';
import { RESERVED_EVENTS_FILL, reservedEvents } from './reserved-events.js';
import {
  combineLines,
  crossesZero,
  lineFromRow,
  stockChangedEvents,
  type ReservationLineRow,
  type ReservationRow,
} from './reservation-rows.js';

const NOT_FOUND = 'Reservation not found';

/**
 * Stock reservations of checkouts (docs/architecture.md, no oversell): `reserve` takes the stock of every
 * line in one transaction or none; `release` gives it back (a failed checkout); `confirm` keeps it
 * for good (order.placed); `expire` releases one never confirmed within RESERVATION_TTL_MS.
 * Each stock change and its product.stock-changed events are one transaction (outbox).
 */
@Injectable()
export class StockReservationsService {
  private readonly logger = new Logger(StockReservationsService.name);
  private readonly ttlMs = loadCatalogSettings().RESERVATION_TTL_MS;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly ledger: StockLedger,
    private readonly cache: PublicListingCache,
  ) {}

  /**
   * 201 view, or a 409 naming the first line that cannot be served; the same id again answers the same.
   * One round trip normally (StockLedger.reserve); a refusal looks whether the id is taken (a replay).
   */
  async reserve(consumerId: string, request: ReserveStockRequest): Promise<StockReservationView> {
    const id = request.reservationId.toLowerCase();
    const lines = combineLines(request.lines);
    const outcome = await this.ledger.reserve(
      this.dataSource,
      { id, consumerId, ttlMs: this.ttlMs },
      lines,
      (first) => this.outbox.insertSql(reservedEvents(lines), first, RESERVED_EVENTS_FILL),
    );
    // A reservation committed before (or while) this one locked its products answers as itself.
    if (outcome.kind === 'taken') return this.replay(consumerId, id);
    if (outcome.kind === 'refused') return this.replay(consumerId, id, outcome.error);
    this.outbox.committed();
    await this.afterStockChange(outcome.moves);
    return {
      reservationId: id,
      status: 'held',
      expiresAt: new Date(outcome.expiresAt).toISOString(),
      lines: outcome.reserved,
    };
  }

  /** Gives the stock back unless the order was placed; a release before its reservation leaves a tombstone. */
  async release(
    consumerId: string,
    reservationId: string,
  ): Promise<{ reservationId: string; status: StockReservationStatus }> {
    const id = reservationId.toLowerCase();
    const outcome = await this.dataSource.transaction(async (manager) => {
      let row = await this.lockReservation(manager, id);
      if (!row) {
        const tombstone: unknown[] = await manager.query(
          `INSERT INTO stock_reservations (id, consumer_id, status, expires_at, released_at)
           VALUES ($1, $2, 'released', now(), now()) ON CONFLICT (id) DO NOTHING RETURNING id`,
          [id, consumerId],
        );
        if (tombstone.length > 0) return { status: 'released' as const, moves: [] };
        // The reservation was being written at the same time: it is committed now.
        row = await this.lockReservation(manager, id);
      }
      if (!row || row.consumer_id !== consumerId) throw new NotFoundException(NOT_FOUND);
      if (row.status !== 'held') return { status: row.status, moves: [] };
      return { status: 'released' as const, moves: await this.releaseLocked(manager, id) };
    });
    await this.afterStockChange(outcome.moves);
    return { reservationId: id, status: outcome.status };
  }

  /**
   * The usual order.placed in ONE autocommitted statement: confirms the reservation if still held and
   * records `event` as handled by `consumer` with it. A held reservation is confirmed only once, so a
   * redelivery confirms nothing; false sends the caller to the inbox transaction and `confirm`.
   */
  async confirmHeld(
    event: { id: string },
    consumer: string,
    reservationId: string,
    orderId: string,
  ): Promise<boolean> {
    const {
      rows: [{ confirmed }],
    } = await queryPrepared<{ confirmed: number }>(
      this.dataSource,
      `WITH confirmed AS (
         UPDATE stock_reservations SET status = 'confirmed', order_id = $2, confirmed_at = now()
          WHERE id = $1 AND status = 'held' RETURNING id),
       recorded AS (
         INSERT INTO inbox (event_id, consumer) SELECT $3::uuid, $4::text FROM confirmed ON CONFLICT DO NOTHING)
       SELECT count(*)::int AS confirmed FROM confirmed`,
      [reservationId, orderId, event.id, consumer],
    );
    return confirmed > 0;
  }

  /**
   * The order was placed (order.placed, in the handler's inbox transaction). A reservation released in
   * the meantime (its event waited longer than the TTL) takes its stock again where it still can; what
   * it cannot is logged for an operator, as that order was sold without stock.
   */
  async confirm(manager: EntityManager, reservationId: string, orderId: string): Promise<StockMove[]> {
    // The usual case in one statement: still held.
    const [, confirmed]: [unknown[], number] = await manager.query(
      `UPDATE stock_reservations SET status = 'confirmed', order_id = $2, confirmed_at = now()
        WHERE id = $1 AND status = 'held'`,
      [reservationId, orderId],
    );
    if (confirmed === 1) return [];
    const row = await this.lockReservation(manager, reservationId);
    if (!row) {
      this.logger.warn(`order ${orderId}: reservation ${reservationId} is unknown; nothing to confirm`);
      return [];
    }
    if (row.status === 'confirmed') return [];
    let moves: StockMove[] = [];
    if (row.status === 'released') {
      const lines = await this.linesOf(manager, reservationId);
      const taken = await this.ledger.takeWhatIsLeft(manager, lines);
      moves = taken.moves;
      await this.outbox.add(manager, stockChangedEvents(moves, 'reserved'));
      for (const line of taken.short)
        this.logger.error(
          `order ${orderId} placed after its reservation expired: ${line.quantity} kg of product ${line.productId} no longer in stock`,
        );
    }
    await manager.query(
      `UPDATE stock_reservations SET status = 'confirmed', order_id = $2, confirmed_at = now() WHERE id = $1`,
      [reservationId, orderId],
    );
    return moves;
  }

  /** Releases the reservation if it is still held and past its time (the sweeper). */
  async expire(reservationId: string): Promise<boolean> {
    const moves = await this.dataSource.transaction(async (manager) => {
      const rows: Array<{ expired: boolean }> = await manager.query(
        `SELECT status = 'held' AND expires_at <= now() AS expired FROM stock_reservations WHERE id = $1 FOR UPDATE`,
        [reservationId],
      );
      return rows[0]?.expired ? this.releaseLocked(manager, reservationId) : null;
    });
    if (moves) await this.afterStockChange(moves);
    return moves !== null;
  }

  /** Held reservations past their time, oldest first. */
  async expiredIds(limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM stock_reservations WHERE status = 'held' AND expires_at <= now() ORDER BY expires_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /** Afterwards: the public listing cache forgets listings when a product went out of or back in stock. */
  async afterStockChange(moves: StockMove[]): Promise<void> {
    if (crossesZero(moves)) await this.cache.invalidate();
  }

  private async releaseLocked(manager: EntityManager, id: string): Promise<StockMove[]> {
    const moves = await this.ledger.giveBack(manager, await this.linesOf(manager, id));
    await manager.query(
      `UPDATE stock_reservations SET status = 'released', released_at = now() WHERE id = $1`,
      [id],
    );
    await this.outbox.add(manager, stockChangedEvents(moves, 'released'));
    return moves;
  }

  /** The existing reservation `id`; when there is none, `refusal` if given (its stock was short). */
  private async replay(
    consumerId: string,
    id: string,
    refusal?: ConflictException,
  ): Promise<StockReservationView> {
    const [row]: ReservationRow[] = await this.dataSource.query(
      `SELECT id, consumer_id, status, expires_at FROM stock_reservations WHERE id = $1`,
      [id],
    );
    if (!row && refusal) throw refusal;
    if (!row || row.consumer_id !== consumerId) throw new ConflictException('This reservation id is taken');
    if (row.status === 'released') throw new ConflictException(CHECKOUT_MESSAGES.failedRetry);
    const lines: ReservationLineRow[] = await this.dataSource.query(
      `SELECT * FROM stock_reservation_lines WHERE reservation_id = $1 ORDER BY position`,
      [id],
    );
    return {
      reservationId: id,
      status: row.status,
      expiresAt: new Date(row.expires_at).toISOString(),
      lines: lines.map(lineFromRow),
    };
  }

  private async lockReservation(manager: EntityManager, id: string): Promise<ReservationRow | undefined> {
    const rows: ReservationRow[] = await manager.query(
      `SELECT id, consumer_id, status, expires_at FROM stock_reservations WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0];
  }

  private async linesOf(manager: EntityManager, id: string) {
    const rows: Array<{ product_id: string; quantity: string }> = await manager.query(
      `SELECT product_id, quantity FROM stock_reservation_lines WHERE reservation_id = $1 ORDER BY product_id`,
      [id],
    );
    return rows.map((row) => ({ productId: row.product_id, quantity: Number(row.quantity) }));
  }
}
