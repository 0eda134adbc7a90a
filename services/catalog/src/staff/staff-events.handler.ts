import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UserApprovalChanged, UserProfileUpdated, UserRegistered, type EventEnvelope } from '@ihe/contracts';
import { StaffProjectionService } from './staff-projection.service.js';

/**
 * identity's account events for sales managers and admins (queue "catalog"). The vendors projection
 * (src/vendors) hears the same events for vendors: Nest runs both handlers of a pattern.
 */
@Controller()
export class StaffEventsHandler {
  constructor(private readonly projection: StaffProjectionService) {}

  @EventPattern<string>(UserRegistered.name)
  onUserRegistered(@Payload() event: EventEnvelope): Promise<void> {
    return this.projection.onRegistered(event);
  }

  @EventPattern<string>(UserProfileUpdated.name)
  onUserProfileUpdated(@Payload() event: EventEnvelope): Promise<void> {
    return this.projection.onProfileUpdated(event);
  }

  @EventPattern<string>(UserApprovalChanged.name)
  onUserApprovalChanged(@Payload() event: EventEnvelope): Promise<void> {
    return this.projection.onApprovalChanged(event);
  }
}
