import type {
  WhatsAppConfigView,
  WhatsAppNotificationPage,
  WhatsAppNotificationView,
  WhatsAppStats,
  WhatsAppTemplatesView,
} from '@ihe/contracts';

/** Answers of the admin WhatsApp API for the unit tests. */
export const MASK = 'EAAG••••••••x9Qz';

export function makeConfig(overrides: Partial<WhatsAppConfigView> = {}): WhatsAppConfigView {
  return {
    whatsappApiUrl: 'https://graph.facebook.com/v21.0/',
    whatsappBusinessPhoneId: '109876543210987',
    whatsappAccessToken: MASK,
    whatsappAccessTokenSet: true,
    companyWhatsappNumber: '+2348099990000',
    adminWhatsappNumber: '+2348012345678',
    whatsappEnabled: true,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function makeStats(overrides: Partial<WhatsAppStats> = {}): WhatsAppStats {
  return {
    total: 8,
    sent: 2,
    delivered: 5,
    failed: 1,
    pending: 0,
    successRate: 87.5,
    windowDays: 30,
    ...overrides,
  };
}

export function makeNotification(
  overrides: Partial<WhatsAppNotificationView> = {},
): WhatsAppNotificationView {
  return {
    id: 'n-1',
    orderId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    recipientType: 'vendor',
    recipientNumber: '2348031234567',
    messageContent: 'New order for Okafor Farms',
    status: 'failed',
    providerMessageId: null,
    errorMessage: 'Recipient phone number not in allowed list',
    attempts: 5,
    createdAt: '2026-11-22T13:05:00.000Z',
    updatedAt: '2026-11-22T13:06:00.000Z',
    sentAt: null,
    deliveredAt: null,
    ...overrides,
  };
}

export function makeLogPage(
  items: WhatsAppNotificationView[],
  total = items.length,
): WhatsAppNotificationPage {
  return { items, total, page: 1, pageSize: 10 };
}

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
];

export function makeTemplates(): WhatsAppTemplatesView {
  const updatedAt = '2026-11-22T10:00:00.000Z';
  return {
    placeholders: PLACEHOLDERS,
    templates: [
      {
        name: 'admin_new_order',
        recipientType: 'admin',
        body: 'New order #{{order_id}} from {{customer_name}}',
        mode: 'text',
        providerTemplate: null,
        updatedAt,
      },
      {
        name: 'vendor_new_order',
        recipientType: 'vendor',
        body: 'Order for {{vendor_name}}: {{vendor_order_items}}',
        mode: 'template',
        providerTemplate: { name: 'vendor_order', language: 'en', parameters: ['vendor_name', 'order_id'] },
        updatedAt,
      },
      {
        name: 'company_order_forward',
        recipientType: 'company',
        body: 'Process #{{order_id}}',
        mode: 'text',
        providerTemplate: null,
        updatedAt,
      },
      {
        name: 'customer_order_confirmation',
        recipientType: 'customer',
        body: 'Thank you, {{customer_name}}!',
        mode: 'text',
        providerTemplate: null,
        updatedAt,
      },
    ],
  };
}

/** The templates as the API now sends them: with the single notices (order shipped, delivered, low stock). */
export function makeTemplatesWithNotices(): WhatsAppTemplatesView {
  const updatedAt = '2026-11-22T10:00:00.000Z';
  const orderNotice = ['order_ref', 'order_id', 'customer_name', 'vendor_name', 'order_items'];
  return {
    ...makeTemplates(),
    notices: [
      {
        name: 'customer_order_shipped',
        recipientType: 'customer',
        body: 'Hello {{customer_name}}, order {{order_ref}} is on its way!',
        mode: 'text',
        providerTemplate: null,
        placeholders: orderNotice,
        updatedAt,
      },
      {
        name: 'customer_order_delivered',
        recipientType: 'customer',
        body: 'Order {{order_ref}} from {{vendor_name}} has been delivered.',
        mode: 'text',
        providerTemplate: null,
        placeholders: orderNotice,
        updatedAt,
      },
      {
        name: 'vendor_low_stock',
        recipientType: 'vendor',
        body: 'Low stock, {{vendor_name}}: {{product_name}} has only {{stock_quantity}} kg left.',
        mode: 'text',
        providerTemplate: null,
        placeholders: ['vendor_name', 'product_name', 'stock_quantity'],
        updatedAt,
      },
    ],
  };
}
