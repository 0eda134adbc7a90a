import type { EditableTemplateName, NoticeTemplateName, RecipientType } from './template-names.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { isOrderTemplate } from './template-names.js';
import { PLACEHOLDERS } from './placeholders.js';

/** The placeholders of the order-status notices to the customer. */
export const ORDER_NOTICE_PLACEHOLDERS = [
  'order_ref',
  'order_id',
  'customer_name',
  'vendor_name',
  'order_items',
] as const;
/** The placeholders of the vendor's low-stock notice. */
export const LOW_STOCK_PLACEHOLDERS = ['vendor_name', 'product_name', 'stock_quantity'] as const;

export type OrderNoticeValues = Record<(typeof ORDER_NOTICE_PLACEHOLDERS)[number], string>;
export type LowStockValues = Record<(typeof LOW_STOCK_PLACEHOLDERS)[number], string>;

interface NoticeTemplate {
  recipientType: RecipientType;
  placeholders: readonly string[];
  body: string;
}

/**
 * The single-notice templates and the texts they start with (the admin edits them later). Beyond the
 * spec: the customer hears when a vendor ships and delivers its part, a vendor when a product runs low.
 */
export const NOTICE_TEMPLATES: Record<NoticeTemplateName, NoticeTemplate> = {
  customer_order_shipped: {
    recipientType: 'customer',
    placeholders: ORDER_NOTICE_PLACEHOLDERS,
    body: [
      '🚚 Hello {{customer_name}}, your Ihe Market order {{order_ref}} is on its way!',
      '',
      '{{vendor_name}} has shipped:',
      '{{order_items}}',
      '',
      "We'll message you again when it is delivered.",
    ].join('\n'),
  },
  customer_order_delivered: {
    recipientType: 'customer',
    placeholders: ORDER_NOTICE_PLACEHOLDERS,
    body: [
      '📦 Hello {{customer_name}}, your Ihe Market order {{order_ref}} from {{vendor_name}} has been delivered:',
      '{{order_items}}',
      '',
      'Thank you for shopping with Ihe Market!',
    ].join('\n'),
  },
  vendor_low_stock: {
    recipientType: 'vendor',
    placeholders: LOW_STOCK_PLACEHOLDERS,
    body: [
      '⚠️ *Low stock*, {{vendor_name}}: {{product_name}} has only {{stock_quantity}} kg left on Ihe Market.',
      '',
      'Restock it in your vendor dashboard (Inventory) so buyers can keep ordering.',
    ].join('\n'),
  },
};

/** Every placeholder name some template may use (a template's own list is checked on save). */
export const ALL_PLACEHOLDERS: readonly string[] = [
  ...new Set<string>([...PLACEHOLDERS, ...ORDER_NOTICE_PLACEHOLDERS, ...LOW_STOCK_PLACEHOLDERS]),
];

/** The recipient type and first text of any editable template. */
export function defaultTemplate(name: EditableTemplateName): { recipientType: RecipientType; body: string } {
  return isOrderTemplate(name) ? DEFAULT_TEMPLATES[name] : NOTICE_TEMPLATES[name];
}

/** The placeholders a template may use (checked when an admin saves it). */
export function placeholdersOf(name: EditableTemplateName): readonly string[] {
  return isOrderTemplate(name) ? PLACEHOLDERS : NOTICE_TEMPLATES[name].placeholders;
}
