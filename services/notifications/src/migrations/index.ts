import { MessagingTables1730000000000 } from '@ihe/platform';
import { NotificationsTables1730000000600 } from './1730000000600-notifications-tables.js';
import { SingleNotices1730000000610 } from './1730000000610-single-notices.js';
import { OrderItemNames1730000000620 } from './1730000000620-order-item-names.js';
import { VendorContacts1730000000630 } from './1730000000630-vendor-contacts.js';

export const notificationsMigrations = [
  MessagingTables1730000000000,
  NotificationsTables1730000000600,
  SingleNotices1730000000610,
  OrderItemNames1730000000620,
  VendorContacts1730000000630,
];
