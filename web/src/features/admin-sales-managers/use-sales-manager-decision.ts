import { useState } from 'react';
import { ADMIN_SALES_MANAGER_MESSAGES as MESSAGES } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import type { SalesManagerAction } from './approval-state.js';
import { useApproveSalesManagerMutation, useRejectSalesManagerMutation } from './admin-sales-managers-api.js';

/** The decision in flight: which manager, which action (its button spins, the others wait). */
export interface DecisionInFlight {
  id: string;
  action: SalesManagerAction;
}

/** Approve, reject or revoke with the spec's toasts (spec 2 §8; the server's message preferred on failure). */
export function useSalesManagerDecision() {
  const [inFlight, setInFlight] = useState<DecisionInFlight | null>(null);
  const [approve] = useApproveSalesManagerMutation();
  const [reject] = useRejectSalesManagerMutation();

  const decide = async (id: string, action: SalesManagerAction): Promise<boolean> => {
    setInFlight({ id, action });
    try {
      if (action === 'approve') {
        await approve({ id }).unwrap();
        toast.success(MESSAGES.approved);
      } else {
        // Revoke is a reject of an approved manager with the fixed reason (spec 2 §7).
        await reject({ id, reason: MESSAGES.defaultRejectReason }).unwrap();
        toast.success(MESSAGES.rejected);
      }
      return true;
    } catch (error) {
      const fallback = action === 'approve' ? MESSAGES.approveFailed : MESSAGES.rejectFailed;
      toast.error(describeApiError(error as never).message ?? fallback);
      return false;
    } finally {
      setInFlight(null);
    }
  };

  return { decide, inFlight };
}
