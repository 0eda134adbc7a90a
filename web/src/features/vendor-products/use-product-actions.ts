import { useState } from 'react';
import { VENDOR_PRODUCT_MESSAGES, type VendorProductView } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { useDeleteVendorProductMutation, useUpdateVendorProductMutation } from './vendor-products-api.js';

/** Deactivate sets the stock to 0, Activate to 1 (spec 2 §4). */
export const ACTIVATED_STOCK_KG = 1;

/** Activate/deactivate and delete with the spec's toasts; `busyId` is the product whose request is in flight. */
export function useProductActions() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [update] = useUpdateVendorProductMutation();
  const [remove] = useDeleteVendorProductMutation();

  const run = async (id: string, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusyId(id);
    try {
      await action();
      toast.success(success);
    } catch {
      toast.error(failure);
    } finally {
      setBusyId(null);
    }
  };

  const toggle = (product: VendorProductView) => {
    const activate = product.stockQuantity <= 0;
    return run(
      product.id,
      () =>
        update({ id: product.id, changes: { stockQuantity: activate ? ACTIVATED_STOCK_KG : 0 } }).unwrap(),
      VENDOR_PRODUCT_MESSAGES.toggled(activate ? 'activated' : 'deactivated'),
      VENDOR_PRODUCT_MESSAGES.toggleFailed,
    );
  };

  const remove_ = (product: VendorProductView) =>
    run(
      product.id,
      () => remove(product.id).unwrap(),
      VENDOR_PRODUCT_MESSAGES.deleted,
      VENDOR_PRODUCT_MESSAGES.deleteFailed,
    );

  return { busyId, toggle, remove: remove_ };
}
