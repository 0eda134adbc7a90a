import type { Provider } from '@nestjs/common';
import { ServiceMetrics } from '@ihe/platform';
import {
  loadNotificationsSettings,
  NOTIFICATIONS_SETTINGS,
  type NotificationsSettings,
} from './notifications.settings.js';
import { TokenCipher } from './secrets/token-cipher.js';
import { loadTokenEncryptionKey } from './secrets/token-encryption-key.js';
import { loadWebhookSecrets } from './secrets/webhook-secrets.js';
import { WEBHOOK_SECRETS } from './webhook/whatsapp-webhook.controller.js';
import { WhatsAppCloudClient } from './sending/whatsapp-cloud.client.js';
import { ConcurrencyLimiter } from './sending/concurrency-limiter.js';
import { WhatsAppSender } from './sending/whatsapp-sender.js';

/** Settings and the objects built from them, read when the app is created (not when this file is imported). */
export const notificationsProviders: Provider[] = [
  { provide: NOTIFICATIONS_SETTINGS, useFactory: () => loadNotificationsSettings() },
  {
    provide: TokenCipher,
    useFactory: (settings: NotificationsSettings) => new TokenCipher(loadTokenEncryptionKey(settings)),
    inject: [NOTIFICATIONS_SETTINGS],
  },
  {
    provide: WEBHOOK_SECRETS,
    useFactory: (settings: NotificationsSettings) => loadWebhookSecrets(settings),
    inject: [NOTIFICATIONS_SETTINGS],
  },
  {
    provide: WhatsAppCloudClient,
    useFactory: (settings: NotificationsSettings) =>
      new WhatsAppCloudClient(settings.WHATSAPP_REQUEST_TIMEOUT_MS),
    inject: [NOTIFICATIONS_SETTINGS],
  },
  {
    // One limiter per app: every send of this instance shares WHATSAPP_MAX_CONCURRENCY.
    provide: ConcurrencyLimiter,
    useFactory: (settings: NotificationsSettings) =>
      new ConcurrencyLimiter(settings.WHATSAPP_MAX_CONCURRENCY),
    inject: [NOTIFICATIONS_SETTINGS],
  },
  {
    provide: WhatsAppSender,
    useFactory: (
      client: WhatsAppCloudClient,
      limiter: ConcurrencyLimiter,
      settings: NotificationsSettings,
      metrics: ServiceMetrics,
    ) => {
      const sends = metrics.counter('whatsapp_sends_total', 'WhatsApp messages by how sending ended', [
        'outcome',
      ]);
      return new WhatsAppSender(
        client,
        limiter,
        {
          maxAttempts: settings.WHATSAPP_MAX_ATTEMPTS,
          baseMs: settings.WHATSAPP_RETRY_BASE_MS,
          maxMs: settings.WHATSAPP_RETRY_MAX_MS,
        },
        (outcome) => sends.inc({ outcome }),
      );
    },
    inject: [WhatsAppCloudClient, ConcurrencyLimiter, NOTIFICATIONS_SETTINGS, ServiceMetrics],
  },
];
