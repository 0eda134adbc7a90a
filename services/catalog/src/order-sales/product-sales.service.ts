import { Injectable } from '@nestjs/common';
import { OrderPlaced, OrderStatusChanged, type EventEnvelope, type PayloadOf } from '@ihe/contracts';
import { InboxService, OutboxService } from '@ihe/platform';
import type { StockMove } from '../stock-reservations/stock-ledger.js';
import { stockChangedEvents } from '../stock-reservations/reservation-rows.js';
import { StockReservationsService } from '../stock-reservations/stock-reservations.service.js';
import { cancelledProductIds, salesByProduct } from './order-sales.rules.js';
import { ProductSalesWriter } from './product-sales.writer.js';

/** Inbox consumer names: each event changes the figures (and the stock) once, however often delivered. */
export const PRODUCT_SALES_CONSUMER = 'catalog.product-sales';
export const ORDER_CANCELLATION_CONSUMER = 'catalog.order-cancellations';

/**
 * Products' orders_count and revenue follow the orders (Inventory Management's Orders and Revenue
 * columns): a placed order adds to them; a declined vendor part or a cancelled order takes its lines off
 * again and returns their kilograms to stock (product.stock-changed, reason 'returned').
 */
@Injectable()
export class ProductSalesService {
  constructor(
    private readonly inbox: InboxService,
    private readonly outbox: OutboxService,
    private readonly writer: ProductSalesWriter,
    private readonly reservations: StockReservationsService,
  ) {}

  async onPlaced(event: EventEnvelope, payload: PayloadOf<typeof OrderPlaced>): Promise<void> {
    await this.inbox.handleOnce(event, PRODUCT_SALES_CONSUMER, (manager) =>
      this.writer.recordPlaced(manager, payload.orderId, salesByProduct(payload.lines)),
    );
  }

  async onStatusChanged(event: EventEnvelope): Promise<void> {
    const { payload } = OrderStatusChanged.parse(event);
    const productIds = cancelledProductIds(payload);
    if (productIds.length === 0) return;
    let moves: StockMove[] = [];
    await this.inbox.handleOnce(event, ORDER_CANCELLATION_CONSUMER, async (manager) => {
      moves = await this.writer.cancel(manager, payload.orderId, productIds);
      await this.outbox.add(manager, stockChangedEvents(moves, 'returned', event.correlationId));
    });
    await this.reservations.afterStockChange(moves);
  }
}
