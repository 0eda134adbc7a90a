import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { VendorRegistered, type EventEnvelope } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { VendorDirectoryWriter } from '../vendor-directory/vendor-directory.writer.js';
import { VerificationRequestsWriter } from './verification-requests.writer.js';

/** The inbox consumer name of the vendor.registered handler. */
export const VENDOR_REGISTERED_CONSUMER = 'verification.vendor-registered';

/**
 * vendor.registered → the vendor's pending verification request (spec 2 §4), and its business fields in
 * the vendor directory, in one transaction with the inbox record: a redelivered event opens nothing.
 */
@Controller()
export class VendorRegisteredHandler {
  private readonly logger = new Logger('VendorRegistered');

  constructor(
    private readonly inbox: InboxService,
    private readonly requests: VerificationRequestsWriter,
    private readonly directory: VendorDirectoryWriter,
  ) {}

  @EventPattern<string>(VendorRegistered.name)
  async onVendorRegistered(@Payload() event: EventEnvelope): Promise<void> {
    const { payload } = VendorRegistered.parse(event);
    await this.inbox.handleOnce(event, VENDOR_REGISTERED_CONSUMER, async (manager) => {
      await this.directory.vendorRegistered(manager, payload);
      if (await this.requests.open(manager, payload.vendorId))
        this.logger.log(`Verification request opened for vendor ${payload.vendorId}`);
    });
  }
}
