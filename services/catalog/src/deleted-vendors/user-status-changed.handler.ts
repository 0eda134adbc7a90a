import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UserStatusChanged, type EventEnvelope } from '@ihe/contracts';
import { DeletedVendorProductsService } from './deleted-vendor-products.service.js';

/** identity's user.status-changed (queue "catalog"): a deleted vendor's products leave the shop. */
@Controller()
export class UserStatusChangedHandler {
  constructor(private readonly products: DeletedVendorProductsService) {}

  @EventPattern<string>(UserStatusChanged.name)
  onUserStatusChanged(@Payload() event: EventEnvelope): Promise<void> {
    return this.products.onStatusChanged(event);
  }
}
