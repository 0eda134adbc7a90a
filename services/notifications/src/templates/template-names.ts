/** Who a notification goes to (spec 2 §7, log_whatsapp_notification's recipient_type). */
export const RECIPIENT_TYPES = ['admin', 'vendor', 'company', 'customer'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/** The four message templates (spec 2 §7), one per recipient type. */
export const TEMPLATE_NAMES = [
  'admin_new_order',
  'vendor_new_order',
  'company_order_forward',
  'customer_order_confirmation',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** Single-notice templates (one message to one recipient after an event): see notice-templates.ts. */
export const NOTICE_TEMPLATE_NAMES = [
  'customer_order_shipped',
  'customer_order_delivered',
  'vendor_low_stock',
] as const;
export type NoticeTemplateName = (typeof NOTICE_TEMPLATE_NAMES)[number];

/** Every template an admin can edit. */
export const EDITABLE_TEMPLATE_NAMES = [...TEMPLATE_NAMES, ...NOTICE_TEMPLATE_NAMES] as const;
export type EditableTemplateName = (typeof EDITABLE_TEMPLATE_NAMES)[number];

export const isOrderTemplate = (name: string): name is TemplateName =>
  (TEMPLATE_NAMES as readonly string[]).includes(name);

export const TEMPLATE_FOR_RECIPIENT: Record<RecipientType, TemplateName> = {
  admin: 'admin_new_order',
  vendor: 'vendor_new_order',
  company: 'company_order_forward',
  customer: 'customer_order_confirmation',
};

export const RECIPIENT_OF_TEMPLATE = Object.fromEntries(
  Object.entries(TEMPLATE_FOR_RECIPIENT).map(([recipient, template]) => [template, recipient]),
) as Record<TemplateName, RecipientType>;

/**
 * How a recipient type is messaged: `text` (free text, the spec's behaviour; WhatsApp accepts it only
 * within 24 hours of the recipient's last message) or `template` (a message template approved by Meta).
 */
export const DELIVERY_MODES = ['text', 'template'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
