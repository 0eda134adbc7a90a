/** The support page's texts (spec 2 §8). */
export const SUPPORT_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
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

/** Name, email, subject and message are required; the category is not (spec 2 §5). */
export function supportSubmitError(values: SupportRequestValues): string | null {
  const required = [values.name, values.email, values.subject, values.message];
  return required.some(isBlank) ? SUPPORT_MESSAGES.requiredFields : null;
}
