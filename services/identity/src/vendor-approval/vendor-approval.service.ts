import { Injectable, Logger } from '@nestjs/common';
import {
  UserApprovalChanged,
  VendorVerificationDecided,
  type EventEnvelope,
  type PayloadOf,
} from '@ihe/contracts';
import { InboxService, OutboxService } from '@ihe/platform';
import { approvalAfter } from './vendor-approval.rules.js';

/** The inbox consumer name of the vendor.verification-decided handler. */
export const VERIFICATION_DECIDED_CONSUMER = 'identity.verification-decided';

/**
 * Applies a verification decision to the vendor's profile (spec 2 §7 admin: "then update the profile's
 * is_approved and updated_at"), with the inbox record and, when the value changed, user.approval-changed
 * in the same transaction: a redelivered decision changes and publishes nothing.
 */
@Injectable()
export class VendorApprovalService {
  private readonly logger = new Logger('VendorApproval');

  constructor(
    private readonly inbox: InboxService,
    private readonly outbox: OutboxService,
  ) {}

  async apply(event: EventEnvelope<PayloadOf<typeof VendorVerificationDecided>>): Promise<void> {
    const decision = event.payload;
    const approved = approvalAfter(decision.status);
    await this.inbox.handleOnce(event, VERIFICATION_DECIDED_CONSUMER, async (manager) => {
      if (approved === undefined) return;
      const [vendor]: Array<{ is_approved: boolean | null }> = await manager.query(
        `SELECT is_approved FROM profiles WHERE id = $1 AND role = 'vendor' FOR UPDATE`,
        [decision.vendorId],
      );
      if (!vendor) {
        this.logger.warn(`Verification decision for unknown vendor ${decision.vendorId}: ignored`);
        return;
      }
      await manager.query(`UPDATE profiles SET is_approved = $2, updated_at = now() WHERE id = $1`, [
        decision.vendorId,
        approved,
      ]);
      if (vendor.is_approved === approved) return;
      await this.outbox.add(
        manager,
        UserApprovalChanged.create(
          { userId: decision.vendorId, role: 'vendor', isApproved: approved, by: decision.processedBy },
          event.correlationId,
        ),
      );
    });
  }
}
