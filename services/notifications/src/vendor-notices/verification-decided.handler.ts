import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { VendorVerificationDecided, type EventEnvelope } from '@ihe/contracts';
import { NotificationDispatcher } from '../sending/notification-dispatcher.js';
import { VendorApprovalNoticeService } from './vendor-approval-notice.service.js';

/** vendor.verification-decided → an approved vendor's WhatsApp message, sent once the entry committed. */
@Controller()
export class VerificationDecidedHandler {
  constructor(
    private readonly notices: VendorApprovalNoticeService,
    private readonly dispatcher: NotificationDispatcher,
  ) {}

  @EventPattern<string>(VendorVerificationDecided.name)
  async onVerificationDecided(@Payload() event: EventEnvelope): Promise<void> {
    this.dispatcher.dispatch(await this.notices.plan(VendorVerificationDecided.parse(event)));
  }
}
