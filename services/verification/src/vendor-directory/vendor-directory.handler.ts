import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UserProfileUpdated, UserRegistered, type EventEnvelope } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { VendorDirectoryWriter } from './vendor-directory.writer.js';

/** The inbox consumer name: one record per handled event, so a redelivery changes nothing. */
export const VENDOR_DIRECTORY_CONSUMER = 'verification.vendor-directory';

/** identity's account events that keep the vendors the admin reviews current (queue "verification"). */
@Controller()
export class VendorDirectoryHandler {
  constructor(
    private readonly inbox: InboxService,
    private readonly directory: VendorDirectoryWriter,
  ) {}

  @EventPattern<string>(UserRegistered.name)
  async onUserRegistered(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = UserRegistered.parse(event);
    if (payload.role !== 'vendor') return;
    await this.inbox.handleOnce(event, VENDOR_DIRECTORY_CONSUMER, (manager) =>
      this.directory.registered(manager, payload),
    );
  }

  @EventPattern<string>(UserProfileUpdated.name)
  async onUserProfileUpdated(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = UserProfileUpdated.parse(event);
    if (payload.role !== 'vendor') return;
    await this.inbox.handleOnce(event, VENDOR_DIRECTORY_CONSUMER, (manager) =>
      this.directory.profileUpdated(manager, payload.userId, payload.changed),
    );
  }
}
