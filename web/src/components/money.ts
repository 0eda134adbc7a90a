import { formatNaira } from '@ihe/contracts';

/** The one naira formatter (docs/web-ui.md), shared with the server's texts: ₦12,500. */
export { formatNaira };

/** The delivery fee as orders show it: the amount, or FREE (spec 2: free above ₦10,000 of produce). */
export const formatDeliveryFee = (fee: number): string => (fee > 0 ? formatNaira(fee) : 'FREE');
