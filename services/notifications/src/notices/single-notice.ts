import type { TemplateValues } from '../templates/template-renderer.js';
import type { NoticeTemplateName, RecipientType } from '../templates/template-names.js';

/** One WhatsApp message to one recipient, caused by one event. */
export interface SingleNotice {
  /** Stored as the log entry's `notice` (vendor_approved, customer_order_shipped, …). */
  kind: string;
  recipientType: RecipientType;
  /**
   * With `orderId`, unique per order and recipient type (e.g. `shipped:<vendorId>`), so a second event
   * for the same step logs nothing; otherwise who it is (the vendor's id).
   */
  recipientKey: string;
  orderId: string | null;
  /** As the recipient gave it: missing → skipped quietly (spec 2 §8), unusable → logged as failed. */
  phone: string | null;
  /** The admin-editable template, or null for a fixed text (`fallbackText`). */
  template: NoticeTemplateName | null;
  values: TemplateValues;
  /** Sent when there is no template, or it is missing or empty. */
  fallbackText: string;
}
