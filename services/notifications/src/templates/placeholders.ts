/** The placeholders a template may use (spec 2 §7), written `{{name}}` in template texts. */
export const PLACEHOLDERS = [
  'order_id',
  'customer_name',
  'customer_email',
  'customer_phone',
  'vendor_name',
  'total_amount',
  'vendor_earnings',
  'delivery_address',
  'order_items',
  'vendor_order_items',
  'order_time',
  'estimated_delivery',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export type PlaceholderValues = Record<Placeholder, string>;

/** `{{ name }}`, spaces inside the braces allowed. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

export const isPlaceholder = (name: string): name is Placeholder =>
  (PLACEHOLDERS as readonly string[]).includes(name);

/** Names used in `{{…}}` that are not among `known` (to refuse a template on save). */
export function unknownPlaceholders(text: string, known: readonly string[] = PLACEHOLDERS): string[] {
  const names = [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]);
  return [...new Set(names.filter((name) => !known.includes(name)))];
}
