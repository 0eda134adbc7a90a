import { useState } from 'react';
import { VENDOR_ORDER_MESSAGES, type VendorOrderAction } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { useUpdateVendorOrderStatusMutation } from './vendor-orders-api.js';

/** Moves the vendor's part of an order with the spec's toasts; `pending` names the order and action in flight. */
export function useOrderStatusChange() {
  const [pending, setPending] = useState<{ orderId: string; action: VendorOrderAction } | null>(null);
  const [update] = useUpdateVendorOrderStatusMutation();

  const change = async (orderId: string, action: VendorOrderAction): Promise<boolean> => {
    setPending({ orderId, action });
    try {
      await update({ orderId, status: action }).unwrap();
      toast.success(VENDOR_ORDER_MESSAGES.statusUpdated(action));
      return true;
    } catch {
      toast.error(VENDOR_ORDER_MESSAGES.updateFailed);
      return false;
    } finally {
      setPending(null);
    }
  };

  return { change, pending };
}
