import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { VendorVerificationDecided, type EventEnvelope } from '@ihe/contracts';
import { VendorApprovalService } from './vendor-approval.service.js';

/** vendor.verification-decided (verification) → the vendor's is_approved (queue "identity"). */
@Controller()
export class VerificationDecidedHandler {
  constructor(private readonly approvals: VendorApprovalService) {}

  @EventPattern<string>(VendorVerificationDecided.name)
  onVerificationDecided(@Payload() event: EventEnvelope): Promise<void> {
    return this.approvals.apply(VendorVerificationDecided.parse(event));
  }
}
