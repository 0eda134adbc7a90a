import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UserProfileUpdated, UserRegistered, VendorRegistered, type EventEnvelope } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { VendorContactsWriter } from './vendor-contacts.writer.js';

/** The inbox consumer name: one event is applied to the projection once. */
export const VENDOR_CONTACTS_CONSUMER = 'notifications.vendor-contacts';

/**
 * Keeps `vendor_contacts` (a vendor's WhatsApp number and names) in step with identity, for notices
 * whose event names only the vendor (product.low-stock).
 */
@Controller()
export class VendorContactsHandler {
  constructor(
    private readonly inbox: InboxService,
    private readonly contacts: VendorContactsWriter,
  ) {}

  @EventPattern<string>(UserRegistered.name)
  async onUserRegistered(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = UserRegistered.parse(event);
    if (payload.role !== 'vendor') return;
    await this.inbox.handleOnce(event, VENDOR_CONTACTS_CONSUMER, (manager) =>
      this.contacts.registered(manager, payload.userId, {
        phoneNumber: payload.phoneNumber,
        businessName: payload.businessName,
        fullName: payload.fullName,
      }),
    );
  }

  @EventPattern<string>(VendorRegistered.name)
  async onVendorRegistered(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = VendorRegistered.parse(event);
    await this.inbox.handleOnce(event, VENDOR_CONTACTS_CONSUMER, (manager) =>
      this.contacts.registered(manager, payload.vendorId, {
        phoneNumber: payload.phoneNumber,
        businessName: payload.businessName,
        fullName: null,
      }),
    );
  }

  @EventPattern<string>(UserProfileUpdated.name)
  async onUserProfileUpdated(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = UserProfileUpdated.parse(event);
    if (payload.role !== 'vendor') return;
    const { phoneNumber, businessName, fullName } = payload.changed;
    if (phoneNumber === undefined && businessName === undefined && fullName === undefined) return;
    await this.inbox.handleOnce(event, VENDOR_CONTACTS_CONSUMER, (manager) =>
      this.contacts.updated(manager, payload.userId, { phoneNumber, businessName, fullName }),
    );
  }
}
