import { Injectable, Logger } from '@nestjs/common';
import type { EventEnvelope, PayloadOf, VendorVerificationDecided } from '@ihe/contracts';
import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import { SingleNoticeService } from '../notices/single-notice.service.js';

/** The inbox consumer name of the vendor.verification-decided handler. */
export const VERIFICATION_DECIDED_CONSUMER = 'notifications.verification-decided';

/**
 * An approved vendor gets one WhatsApp text (the spec's "email notice on approval"; no email sender exists
 * yet, so the email is a log line). Every decision is recorded in the inbox, only an approval is a notice;
 * the single-notice rules apply (nothing while WhatsApp is disabled, an unusable number logged as failed).
 */
@Injectable()
export class VendorApprovalNoticeService {
  private readonly logger = new Logger('VendorApprovalNotice');

  constructor(private readonly notices: SingleNoticeService) {}

  async handle(event: EventEnvelope<PayloadOf<typeof VendorVerificationDecided>>): Promise<void> {
    const vendor = event.payload;
    const approved = vendor.status === 'approved';
    const body = WHATSAPP_MESSAGES.vendorApproved(vendor.businessName);
    const result = await this.notices.handle(
      event,
      VERIFICATION_DECIDED_CONSUMER,
      approved
        ? {
            kind: 'vendor_approved',
            recipientType: 'vendor',
            recipientKey: vendor.vendorId,
            orderId: null,
            phone: vendor.phoneNumber,
            template: null,
            values: {},
            fallbackText: body,
          }
        : null,
    );
    if (approved && result !== 'duplicate') {
      this.logger.log(
        `Vendor approval email for ${vendor.email ?? vendor.vendorId}: "${body}" (no email sender yet)`,
      );
    }
  }
}
