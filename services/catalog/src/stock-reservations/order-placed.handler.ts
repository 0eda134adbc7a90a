import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { OrderPlaced, type EventEnvelope } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { ProductSalesService } from '../order-sales/product-sales.service.js';
import type { StockMove } from './stock-ledger.js';
import { StockReservationsService } from './stock-reservations.service.js';

/** The inbox consumer name: an order.placed confirms its reservation once. */
export const RESERVATION_CONFIRMATION_CONSUMER = 'catalog.reservation-confirmation';

/**
 * order.placed (queue "catalog"): the order exists, so its reservation's stock is sold for good; then its
 * lines count in their products' orders and revenue (its own inbox record: each step happens once).
 */
@Controller()
export class OrderPlacedHandler {
  constructor(
    private readonly inbox: InboxService,
    private readonly reservations: StockReservationsService,
    private readonly sales: ProductSalesService,
  ) {}

  @EventPattern<string>(OrderPlaced.name)
  async onOrderPlaced(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = OrderPlaced.parse(event);
    await this.confirmReservation(event, payload.reservationId, payload.orderId);
    await this.sales.onPlaced(event, payload);
  }

  private async confirmReservation(event: EventEnvelope, reservationId: string, orderId: string) {
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
