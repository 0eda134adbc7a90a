import { useState } from 'react';
import { ADMIN_MESSAGES, type UserAction, type UserManagementRow } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { usePerformUserActionMutation } from './admin-users-api.js';

/** The action waiting for its confirmation: which user, which action. */
export interface PendingUserAction {
  row: UserManagementRow;
  action: UserAction;
}

/**
 * Asks, then performs suspend / activate / delete with the spec's toasts (spec 2 §8): the server's
 * message on success; its error text or Action failed when it refuses; Failed to perform action otherwise.
 */
export function useUserAction() {
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [perform, { isLoading }] = usePerformUserActionMutation();

  const confirm = async (notes: string) => {
    if (!pending) return;
    const trimmed = notes.trim();
    try {
      const result = await perform({
        userId: pending.row.userId,
        action: pending.action,
        ...(trimmed ? { notes: trimmed } : {}),
      }).unwrap();
      if (result.success) {
        toast.success(result.message);
        setPending(null);
      } else {
        toast.error(result.message?.trim() || ADMIN_MESSAGES.actionFailed);
      }
    } catch (error) {
      toast.error(describeApiError(error as never).message ?? ADMIN_MESSAGES.performFailed);
    }
  };

  return {
    pending,
    ask: (row: UserManagementRow, action: UserAction) => setPending({ row, action }),
    cancel: () => setPending(null),
    confirm,
    performing: isLoading,
  };
}
