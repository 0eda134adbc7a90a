/**
 * Request and answer shapes of the admin WhatsApp API and the checkout outcome, for the web page
 * (plain types with no imports: ready to move to @ihe/contracts as api/whatsapp.ts).
 */

export type WhatsAppRecipientType = 'admin' | 'vendor' | 'company' | 'customer';
export type WhatsAppNotificationStatus = 'pending' | 'sent' | 'delivered' | 'failed';
export type WhatsAppTemplateName =
  'admin_new_order' | 'vendor_new_order' | 'company_order_forward' | 'customer_order_confirmation';

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
}

/** PUT /api/v1/admin/whatsapp/templates: the templates to change, each with the fields to change. */
export interface UpdateWhatsAppTemplatesRequest {
  templates: Array<{
    name: WhatsAppTemplateName;
    body?: string;
    mode?: 'text' | 'template';
    providerTemplate?: WhatsAppProviderTemplate | null;
  }>;
}
