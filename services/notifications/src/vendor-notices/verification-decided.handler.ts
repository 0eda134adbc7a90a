import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { VendorVerificationDecided, type EventEnvelope } from '@ihe/contracts';
import { VendorApprovalNoticeService } from './vendor-approval-notice.service.js';

/** vendor.verification-decided → an approved vendor's WhatsApp message, sent once the entry committed. */
@Controller()
export class VerificationDecidedHandler {
  constructor(private readonly notices: VendorApprovalNoticeService) {}

  @EventPattern<string>(VendorVerificationDecided.name)
  async onVerificationDecided(@Payload() event: EventEnvelope): Promise<void> {
    await this.notices.handle(VendorVerificationDecided.parse(event));
  }
}
