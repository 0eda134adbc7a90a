export { NotificationsModule } from './notifications.module.js';
export { startNotifications } from './start-notifications.js';
export { loadNotificationsSettings, GRAPH_API_URL } from './notifications.settings.js';
export { loadWebhookSecrets } from './secrets/webhook-secrets.js';
export { WEBHOOK_PATH } from './webhook/whatsapp-webhook.controller.js';
