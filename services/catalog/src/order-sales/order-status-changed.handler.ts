import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { OrderStatusChanged, type EventEnvelope } from '@ihe/contracts';
import { ProductSalesService } from './product-sales.service.js';

/** order.status-changed (queue "catalog"): a declined or cancelled line gives its stock and figures back. */
@Controller()
export class OrderStatusChangedHandler {
  constructor(private readonly sales: ProductSalesService) {}

  @EventPattern<string>(OrderStatusChanged.name)
  onOrderStatusChanged(@Payload() event: EventEnvelope): Promise<void> {
    return this.sales.onStatusChanged(event);
  }
}
