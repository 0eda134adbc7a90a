import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ProductLowStock, type EventEnvelope } from '@ihe/contracts';
import { LowStockNoticeService } from './low-stock-notice.service.js';

/** product.low-stock → the vendor's one WhatsApp message for this crossing of 10 kg. */
@Controller()
export class ProductLowStockHandler {
  constructor(private readonly notices: LowStockNoticeService) {}

  @EventPattern<string>(ProductLowStock.name)
  async onProductLowStock(@Payload() event: EventEnvelope): Promise<void> {
    await this.notices.handle(ProductLowStock.parse(event));
  }
}
