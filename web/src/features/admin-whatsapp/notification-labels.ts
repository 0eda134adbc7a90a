import type { WhatsAppNotificationStatus, WhatsAppRecipientType } from '@ihe/contracts';

export const STATUS_LABELS: Record<WhatsAppNotificationStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const RECIPIENT_LABELS: Record<WhatsAppRecipientType, string> = {
  admin: 'Admin',
  vendor: 'Vendor',
  company: 'Company',
  customer: 'Customer',
};
