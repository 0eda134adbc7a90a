import { amountToFreeDelivery, CHECKOUT_MESSAGES, deliveryFee } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';

export interface SummaryLine {
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /** false when the product was removed since it went into the cart: shown, not charged. */
  available: boolean;
}

export interface CheckoutSummary {
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** "Add ₦X more for FREE delivery!" while delivery is charged; null once it is free. */
  freeDeliveryPrompt: string | null;
}

/** Order summary maths of spec 2 §9: free delivery above ₦10,000, else ₦1,500; total = subtotal + fee. */
export function checkoutSummary(lines: SummaryLine[]): CheckoutSummary {
  const kobo = lines
    .filter((line) => line.available)
    .reduce((sum, line) => sum + Math.round(line.totalPrice * 100), 0);
  const subtotal = kobo / 100;
  const fee = deliveryFee(subtotal);
  const missing = amountToFreeDelivery(subtotal);
  return {
    subtotal,
    deliveryFee: fee,
    total: (kobo + fee * 100) / 100,
    freeDeliveryPrompt:
      fee > 0 ? CHECKOUT_MESSAGES.freeDeliveryPrompt(formatNaira(Math.ceil(missing))) : null,
  };
}
