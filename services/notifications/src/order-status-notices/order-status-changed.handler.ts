import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { OrderStatusChanged, type EventEnvelope } from '@ihe/contracts';
import { OrderStatusNoticeService } from './order-status-notice.service.js';

/** order.status-changed → the customer's WhatsApp message when a vendor's part ships or is delivered. */
@Controller()
export class OrderStatusChangedHandler {
  constructor(private readonly notices: OrderStatusNoticeService) {}

  @EventPattern<string>(OrderStatusChanged.name)
  async onOrderStatusChanged(@Payload() event: EventEnvelope): Promise<void> {
    await this.notices.handle(OrderStatusChanged.parse(event));
  }
}
