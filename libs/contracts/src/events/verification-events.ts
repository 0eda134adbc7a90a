import { z } from 'zod';
import { VERIFICATION_DECISIONS } from '../api/vendor-verification.js';
import { defineEvent } from './envelope.js';

/**
 * An admin decided a vendor's verification request (verification service). identity sets the vendor's
 * is_approved from it; notifications tells an approved vendor. The contact fields are verification's
 * projection of the vendor at decision time (null when it never heard them).
 */
export const VendorVerificationDecided = defineEvent(
  'vendor.verification-decided',
  1,
  z.object({
    vendorId: z.string().uuid(),
    status: z.enum(VERIFICATION_DECISIONS),
    adminNotes: z.string().nullable(),
    processedBy: z.string().uuid(),
    processedAt: z.string(),
    email: z.string().nullable(),
    fullName: z.string().nullable(),
    businessName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  }),
);
