import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ORDER_MESSAGES, type VendorOrderAction } from '@ihe/contracts';
import { canConsumerCancel, canMoveFulfilment } from './order-status.rules.js';
import { OrderStatusWriter } from './order-status.writer.js';
import type { StatusChange } from './status-changed.event.js';

/**
 * Who may move which part of an order (spec 2 §4, docs/architecture.md security model): a vendor only its own
 * part, by the transition table; the buyer the whole order, while every part is still pending. The part
 * of lines sold with no vendor (sales-manager products) is moved by nobody here: an admin route will
 * (until then it stays pending; a consumer's cancel still cancels it with the rest).
 * Refusals change nothing: 404 for an order that is not the caller's, 409 for a move the table forbids.
 */
@Injectable()
export class OrderLifecycleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: OrderStatusWriter,
  ) {}

  /** The vendor moves its own part of the order; another vendor's order is as absent as a missing one. */
  vendorAction(vendorId: string, orderId: string, to: VendorOrderAction): Promise<StatusChange[]> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.writer.lockOrder(manager, orderId);
      const parts = order ? await this.writer.lockParts(manager, orderId) : [];
      const own = parts.find((part) => part.vendorId === vendorId);
      if (!order || !own) throw new NotFoundException(ORDER_MESSAGES.notFound);
      if (!canMoveFulfilment(own.status, to))
        throw new ConflictException(ORDER_MESSAGES.statusChangeNotAllowed(own.status, to));
      return this.writer.move(manager, order, parts, [own], to, { by: vendorId, vendorId });
    });
  }

  /** The buyer cancels their own order while every part is pending: every part is cancelled. */
  consumerCancel(consumerId: string, orderId: string): Promise<StatusChange[]> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.writer.lockOrder(manager, orderId, consumerId);
      if (!order) throw new NotFoundException(ORDER_MESSAGES.notFound);
      const parts = await this.writer.lockParts(manager, orderId);
      if (!canConsumerCancel(parts.map((part) => part.status)))
        throw new ConflictException(ORDER_MESSAGES.statusChangeNotAllowed(order.status, 'cancelled'));
      return this.writer.move(manager, order, parts, parts, 'cancelled', { by: consumerId, vendorId: null });
    });
  }
}
