import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  VendorVerificationDecided,
  VERIFICATION_MESSAGES,
  type AdminVendorVerificationItem,
} from '@ihe/contracts';
import { OutboxService } from '@ihe/platform';
import { canDecide, normalizeNotes } from '../requests/verification.rules.js';
import { toAdminItem } from '../requests/verification-row.js';
import type { VerificationDecisionDto } from './decision.dto.js';
import { DecisionWriter } from './decision.writer.js';

/**
 * An admin's decision on a vendor's request (spec 2 §4, §7 admin): only a pending request; the decision,
 * its notes, time and admin, and vendor.verification-decided (outbox) in one transaction, so either all
 * of it happens or nothing does. identity sets the vendor's is_approved from the event.
 */
@Injectable()
export class DecisionService {
  private readonly logger = new Logger('VerificationDecision');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly writer: DecisionWriter,
  ) {}

  async decide(
    vendorId: string,
    dto: VerificationDecisionDto,
    adminId: string,
    correlationId?: string,
  ): Promise<AdminVendorVerificationItem> {
    const adminNotes = normalizeNotes(dto.adminNotes);
    const decided = await this.dataSource.transaction(async (manager) => {
      const request = await this.writer.lockLatest(manager, vendorId);
      if (!request) throw new NotFoundException(VERIFICATION_MESSAGES.notFound);
      if (!canDecide(request.status)) throw new ConflictException(VERIFICATION_MESSAGES.alreadyProcessed);
      const decision = { status: dto.status, adminNotes, processedBy: adminId };
      const processedAt = await this.writer.record(manager, vendorId, decision);
      await this.outbox.add(
        manager,
        VendorVerificationDecided.create(
          {
            vendorId,
            ...decision,
            processedAt: processedAt.toISOString(),
            email: request.email,
            fullName: request.full_name,
            businessName: request.business_name,
            phoneNumber: request.phone_number,
          },
          correlationId,
        ),
      );
      return {
        ...request,
        status: dto.status,
        admin_notes: adminNotes,
        processed_at: processedAt,
        processed_by: adminId,
      };
    });
    this.logger.log(`Vendor ${vendorId} verification ${dto.status} by ${adminId}`);
    return toAdminItem(decided);
  }
}
