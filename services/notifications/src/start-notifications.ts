import type { INestApplication } from '@nestjs/common';
import { createServiceApp } from '@ihe/platform';
import { NotificationsModule } from './notifications.module.js';
import { loadNotificationsSettings } from './notifications.settings.js';
import { WEBHOOK_PATH } from './webhook/whatsapp-webhook.controller.js';

/** Starts notifications in this process (used by main.ts, the all-in-one launcher and tests). */
export async function startNotifications(): Promise<INestApplication> {
  const settings = loadNotificationsSettings();
  // consumeEvents: order.placed drives the WhatsApp messages.
  return createServiceApp(NotificationsModule, {
    service: 'notifications',
    port: settings.NOTIFICATIONS_PORT,
    consumeEvents: true,
    // The webhook's signature covers the raw bytes: its body is checked before it is parsed.
    rawBodyPaths: [WEBHOOK_PATH],
  });
}
