import { isValidEmail, normalizeEmail, PROFILE_MESSAGES } from '@ihe/contracts';

/** The support page's texts (spec 2 §8). */
export const SUPPORT_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  /** Spec 2 has none for this form: the app's form text for a bad address (spec 1 §5, "Invalid email address"). */
  invalidEmail: PROFILE_MESSAGES.invalidEmail,
  submitted: "Support request submitted! We'll get back to you soon.",
} as const;

/** Support categories (spec 2 §9), optional on the form. */
export const SUPPORT_CATEGORIES = [
  { value: 'order', label: 'Order' },
  { value: 'payment', label: 'Payment' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'product', label: 'Product' },
  { value: 'vendor', label: 'Vendor' },
  { value: 'technical', label: 'Technical' },
  { value: 'other', label: 'Other' },
] as const;

export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]['value'];

export interface SupportRequestValues {
  name?: string | null;
  email?: string | null;
  category?: SupportCategory | null;
  subject?: string | null;
  message?: string | null;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The email field as typed: blank is the required rule's to report; anything else must be an address. */
export function supportEmailError(email: string | null | undefined): string | null {
  if (isBlank(email)) return null;
  return isValidEmail(normalizeEmail(email!)) ? null : SUPPORT_MESSAGES.invalidEmail;
}

/** Name, email, subject and message are required, the email a real address; the category is optional (spec 2 §5). */
export function supportSubmitError(values: SupportRequestValues): string | null {
  const required = [values.name, values.email, values.subject, values.message];
  if (required.some(isBlank)) return SUPPORT_MESSAGES.requiredFields;
  return supportEmailError(values.email);
}
