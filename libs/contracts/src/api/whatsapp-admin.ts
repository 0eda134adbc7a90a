/**
 * Request and answer shapes of the admin WhatsApp API (/api/v1/admin/whatsapp/…), shared by the
 * notifications service and the web's messaging settings page (spec 2 §2 Admin, §3, §4, §7).
 */

/** Who a notification goes to (spec 2 §7, recipient_type). */
export const WHATSAPP_RECIPIENT_TYPES = ['admin', 'vendor', 'company', 'customer'] as const;
export type WhatsAppRecipientType = (typeof WHATSAPP_RECIPIENT_TYPES)[number];

/** A logged notification's status (spec 2 §4). */
export const WHATSAPP_NOTIFICATION_STATUSES = ['pending', 'sent', 'delivered', 'failed'] as const;
export type WhatsAppNotificationStatus = (typeof WHATSAPP_NOTIFICATION_STATUSES)[number];

/** The four message templates (spec 2 §7), one per recipient type. */
export const WHATSAPP_TEMPLATE_NAMES = [
  'admin_new_order',
  'vendor_new_order',
  'company_order_forward',
  'customer_order_confirmation',
] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATE_NAMES)[number];

/**
 * Templates of single notices (one message to one recipient after an event, beyond the spec): listed
 * apart from the four order templates, each with the placeholders it may use.
 */
export const WHATSAPP_NOTICE_TEMPLATE_NAMES = [
  'customer_order_shipped',
  'customer_order_delivered',
  'vendor_low_stock',
] as const;
export type WhatsAppNoticeTemplateName = (typeof WHATSAPP_NOTICE_TEMPLATE_NAMES)[number];

/** GET /api/v1/admin/whatsapp/config (and the answer of PUT, with `message`). */
export interface WhatsAppConfigView {
  whatsappApiUrl: string;
  whatsappBusinessPhoneId: string;
  /** Masked (`EAAG••••••••x9Qz`), '' when none is set. Send it back unchanged to keep the token. */
  whatsappAccessToken: string;
  whatsappAccessTokenSet: boolean;
  /** Set when the stored token cannot be decrypted (the key changed): enter it again. */
  whatsappAccessTokenProblem?: string;
  companyWhatsappNumber: string;
  adminWhatsappNumber: string;
  whatsappEnabled: boolean;
  updatedAt: string | null;
}

/** PUT /api/v1/admin/whatsapp/config: any subset of the six settings. */
export interface UpdateWhatsAppConfigRequest {
  whatsappApiUrl?: string;
  whatsappBusinessPhoneId?: string | null;
  whatsappAccessToken?: string;
  companyWhatsappNumber?: string | null;
  adminWhatsappNumber?: string | null;
  whatsappEnabled?: boolean;
}

/** The answer of PUT /api/v1/admin/whatsapp/config. */
export type UpdateWhatsAppConfigResponse = WhatsAppConfigView & { message: string };

/** POST /api/v1/admin/whatsapp/test */
export interface WhatsAppTestResult {
  success: boolean;
  /** The spec's toast text: `WhatsApp test message sent successfully!` or `WhatsApp test failed. …` */
  message: string;
  /** Why it failed (the provider's error, or disabled / not configured). */
  error?: string;
}

/** GET /api/v1/admin/whatsapp/stats (last 30 days). */
export interface WhatsAppStats {
  total: number;
  sent: number;
  delivered: number;
  failed: number;
  pending: number;
  /** (sent + delivered) / total × 100, one decimal; 0 when there is nothing. */
  successRate: number;
  windowDays: number;
}

export interface WhatsAppNotificationView {
  id: string;
  orderId: string | null;
  recipientType: WhatsAppRecipientType;
  recipientNumber: string;
  messageContent: string;
  status: WhatsAppNotificationStatus;
  providerMessageId: string | null;
  errorMessage: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
}

/** GET /api/v1/admin/whatsapp/notifications query; every field optional. */
export interface WhatsAppNotificationQuery {
  status?: WhatsAppNotificationStatus;
  recipientType?: WhatsAppRecipientType;
  orderId?: string;
  page?: number;
  /** 1 to 100, default 20. */
  pageSize?: number;
}

/** GET /api/v1/admin/whatsapp/notifications?status&recipientType&orderId&page&pageSize */
export interface WhatsAppNotificationPage {
  items: WhatsAppNotificationView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface WhatsAppProviderTemplate {
  /** The approved template's name in WhatsApp Manager. */
  name: string;
  /** Its language code, e.g. en or en_US. */
  language: string;
  /** Placeholder names filling its body parameters {{1}}, {{2}}… in order. */
  parameters: string[];
}

export interface WhatsAppTemplateView {
  name: WhatsAppTemplateName;
  recipientType: WhatsAppRecipientType;
  /** The text (with {{placeholders}}) sent in text mode. */
  body: string;
  mode: 'text' | 'template';
  providerTemplate: WhatsAppProviderTemplate | null;
  updatedAt: string;
}

/** GET /api/v1/admin/whatsapp/templates (and the answer of PUT). */
export interface WhatsAppTemplatesView {
  templates: WhatsAppTemplateView[];
  placeholders: string[];
  /** The single-notice templates (the service always sends them; optional for older answers). */
  notices?: WhatsAppNoticeTemplateView[];
}

/** A single-notice template: like an order template, with its own placeholders. */
export interface WhatsAppNoticeTemplateView extends Omit<WhatsAppTemplateView, 'name'> {
  name: WhatsAppNoticeTemplateName;
  placeholders: string[];
}

/** One template's change in PUT /api/v1/admin/whatsapp/templates: the fields to change. */
export interface WhatsAppTemplateChange {
  name: WhatsAppTemplateName | WhatsAppNoticeTemplateName;
  body?: string;
  mode?: 'text' | 'template';
  providerTemplate?: WhatsAppProviderTemplate | null;
}

/** PUT /api/v1/admin/whatsapp/templates: the templates to change, each with the fields to change. */
export interface UpdateWhatsAppTemplatesRequest {
  templates: WhatsAppTemplateChange[];
}
