import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { OrderPlaced, type EventEnvelope } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import type { StockMove } from './stock-ledger.js';
import { StockReservationsService } from './stock-reservations.service.js';

/** The inbox consumer name: an order.placed confirms its reservation once. */
export const RESERVATION_CONFIRMATION_CONSUMER = 'catalog.reservation-confirmation';

/** order.placed (queue "catalog"): the order exists, so its reservation's stock is sold for good. */
@Controller()
export class OrderPlacedHandler {
  constructor(
    private readonly inbox: InboxService,
    private readonly reservations: StockReservationsService,
  ) {}

  @EventPattern<string>(OrderPlaced.name)
  async onOrderPlaced(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = OrderPlaced.parse(event);
    const { reservationId, orderId } = payload;
    // Still held (the usual case): one round trip. Otherwise a duplicate, or a released or unknown reservation.
    if (await this.reservations.confirmHeld(event, RESERVATION_CONFIRMATION_CONSUMER, reservationId, orderId))
      return;
    let moves: StockMove[] = [];
    await this.inbox.handleOnce(event, RESERVATION_CONFIRMATION_CONSUMER, async (manager) => {
      moves = await this.reservations.confirm(manager, reservationId, orderId);
    });
    await this.reservations.afterStockChange(moves);
  }
}
