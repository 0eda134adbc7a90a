import type { FormRule } from 'antd';
import { CHECKOUT_MESSAGES, ORDER_LIMITS, PAYMENT_METHODS, type PaymentMethod } from '@ihe/contracts';
import { ruleFrom } from '../../components/form-rule.js';

export interface CheckoutFormValues {
  shippingAddress: string;
  instructions?: string;
  paymentMethod: PaymentMethod;
}

/** Spec 2 §5: the delivery address must not be blank; the API's length limits as well. */
export const addressRules: FormRule[] = [
  ruleFrom<string | undefined>((value) => {
    const text = value?.trim() ?? '';
    if (!text) return CHECKOUT_MESSAGES.addressRequired;
    return text.length > ORDER_LIMITS.shippingAddressMax ? CHECKOUT_MESSAGES.addressTooLong : null;
  }),
];

export const instructionsRules: FormRule[] = [
  ruleFrom<string | undefined>((value) =>
    (value?.trim().length ?? 0) > ORDER_LIMITS.instructionsMax ? CHECKOUT_MESSAGES.instructionsTooLong : null,
  ),
];

export const paymentRules: FormRule[] = [
  ruleFrom<string | undefined>((value) =>
    value && (PAYMENT_METHODS as readonly string[]).includes(value)
      ? null
      : CHECKOUT_MESSAGES.paymentRequired,
  ),
];

/** The request body from the form: trimmed, with blank instructions left out. */
export function placeOrderRequest(values: CheckoutFormValues) {
  const instructions = values.instructions?.trim();
  return {
    shippingAddress: values.shippingAddress.trim(),
    paymentMethod: values.paymentMethod,
    ...(instructions ? { instructions } : {}),
  };
}
