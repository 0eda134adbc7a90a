import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventEnvelope, PayloadOf, VendorVerificationDecided } from '@ihe/contracts';
import { InboxService } from '@ihe/platform';
import { WhatsAppConfigService } from '../config/whatsapp-config.service.js';
import { WHATSAPP_MESSAGES } from '../notifications.messages.js';
import { NOTIFICATIONS_SETTINGS, type NotificationsSettings } from '../notifications.settings.js';
import { textMessage } from '../sending/outgoing-message.js';
import { toWhatsAppNumber } from '../sending/recipient-number.js';

/** The inbox consumer name of the vendor.verification-decided handler. */
export const VERIFICATION_DECIDED_CONSUMER = 'notifications.verification-decided';

/**
 * An approved vendor gets one WhatsApp text (the spec's "email notice on approval"; no email sender exists
 * yet, so the email is a log line). The log entry is written in ONE statement with the inbox record, so a
 * redelivered event writes nothing; the caller dispatches the returned entry after that commit. Every
 * decision is recorded in the inbox, only an approval gets an entry; none while WhatsApp is disabled; an
 * unusable number is logged as failed, like an order's.
 */
@Injectable()
export class VendorApprovalNoticeService {
  private readonly logger = new Logger('VendorApprovalNotice');

  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxService,
    private readonly config: WhatsAppConfigService,
    @Inject(NOTIFICATIONS_SETTINGS) private readonly settings: NotificationsSettings,
  ) {}

  /** The log entry to send now (empty when there is nothing to send). */
  async plan(event: EventEnvelope<PayloadOf<typeof VendorVerificationDecided>>): Promise<string[]> {
    const vendor = event.payload;
    const approved = vendor.status === 'approved';
    const enabled = approved && (await this.config.read()).enabled;
    const number = toWhatsAppNumber(vendor.phoneNumber, this.settings.WHATSAPP_DEFAULT_COUNTRY_CODE);
    const body = WHATSAPP_MESSAGES.vendorApproved(vendor.businessName);
    const id = randomUUID();
    const inbox = this.inbox.recordSql(event, VERIFICATION_DECIDED_CONSUMER, 1);
    const [written]: Array<{ fresh: boolean }> = await this.dataSource.query(
      `WITH fresh AS (${inbox.sql}),
       entry AS (
         INSERT INTO whatsapp_notifications
           (id, recipient_type, recipient_key, recipient_number, message_content, outgoing_message, status,
            error_message)
         SELECT $3, 'vendor', $4, $5, $6, $7::jsonb, CASE WHEN $8 THEN 'failed' ELSE 'pending' END,
                CASE WHEN $8 THEN $9 END
          WHERE $10 AND EXISTS (SELECT 1 FROM fresh))
       SELECT EXISTS (SELECT 1 FROM fresh) AS fresh`,
      [
        ...inbox.params,
        id,
        vendor.vendorId,
        number ?? vendor.phoneNumber ?? '',
        body,
        JSON.stringify(textMessage(body)),
        number === null,
        WHATSAPP_MESSAGES.invalidRecipient,
        enabled,
      ],
    );
    if (!written.fresh || !approved) return [];
    this.logger.log(
      `Vendor approval email for ${vendor.email ?? vendor.vendorId}: "${body}" (no email sender yet)`,
    );
    if (!enabled) this.logger.log(`Vendor ${vendor.vendorId} approved: ${WHATSAPP_MESSAGES.disabled}`);
    return enabled && number !== null ? [id] : [];
  }
}
