import { randomBytes } from 'node:crypto';
import type { NotificationsSettings } from '../notifications.settings.js';
import { generatedSecret } from './secret-files.js';

export interface WebhookSecrets {
  /** Checks X-Hub-Signature-256 of status callbacks; undefined: POSTs are refused. */
  appSecret?: string;
  /** Answered by the GET subscription check; undefined: the check is refused. */
  verifyToken?: string;
}

/**
 * WHATSAPP_APP_SECRET / WHATSAPP_VERIFY_TOKEN; outside production, missing ones are generated under
 * DATA_DIR/keys so the embedded mode's fake Cloud API (given the same values by the launcher through
 * this function) can sign its callbacks. In production a missing one turns that part of the webhook off.
 */
export function loadWebhookSecrets(
  settings: Pick<
    NotificationsSettings,
    'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN' | 'DATA_DIR' | 'NODE_ENV'
  >,
): WebhookSecrets {
  const production = settings.NODE_ENV === 'production';
  const generate = (file: string) =>
    production
      ? undefined
      : generatedSecret(settings.DATA_DIR, file, () => randomBytes(24).toString('base64url'));
  return {
    appSecret: settings.WHATSAPP_APP_SECRET ?? generate('whatsapp-app-secret'),
    verifyToken: settings.WHATSAPP_VERIFY_TOKEN ?? generate('whatsapp-verify-token'),
  };
}
