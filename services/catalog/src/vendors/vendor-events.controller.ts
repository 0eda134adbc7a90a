import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@ihe/contracts';
import { VendorProjectionService } from './vendor-projection.service.js';

/** identity's account events that keep catalog's vendor names current (queue "catalog"). */
@Controller()
export class VendorEventsController {
  constructor(private readonly projection: VendorProjectionService) {}

  @EventPattern<string>('user.registered')
  onUserRegistered(@Payload() event: EventEnvelope): Promise<void> {
    return this.projection.onRegistered(event);
  }

  @EventPattern<string>('user.profile-updated')
  onUserProfileUpdated(@Payload() event: EventEnvelope): Promise<void> {
    return this.projection.onProfileUpdated(event);
  }

  @EventPattern<string>('user.approval-changed')
  onUserApprovalChanged(@Payload() event: EventEnvelope): Promise<void> {
    return this.projection.onApprovalChanged(event);
  }
}
