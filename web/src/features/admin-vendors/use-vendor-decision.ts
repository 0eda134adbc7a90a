import { useState } from 'react';
import { VERIFICATION_MESSAGES, type VerificationDecision } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { useDecideVendorVerificationMutation } from './admin-vendors-api.js';

const SUCCESS: Record<VerificationDecision, string> = {
  approved: VERIFICATION_MESSAGES.approved,
  rejected: VERIFICATION_MESSAGES.rejected,
  requires_documents: VERIFICATION_MESSAGES.documentsRequested,
};

/** An admin's decision with the spec's toasts (spec 2 §8); `deciding` is the decision in flight. */
export function useVendorDecision() {
  const [deciding, setDeciding] = useState<VerificationDecision | null>(null);
  const [decide] = useDecideVendorVerificationMutation();

  const run = async (
    vendorId: string,
    status: VerificationDecision,
    adminNotes: string,
  ): Promise<boolean> => {
    setDeciding(status);
    try {
      await decide({ vendorId, status, adminNotes: adminNotes.trim() || null }).unwrap();
      toast.success(SUCCESS[status]);
      return true;
    } catch {
      toast.error(VERIFICATION_MESSAGES.processFailed);
      return false;
    } finally {
      setDeciding(null);
    }
  };

  return { decide: run, deciding };
}
