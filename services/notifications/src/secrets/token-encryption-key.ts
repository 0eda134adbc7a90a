import { randomBytes } from 'node:crypto';
import type { NotificationsSettings } from '../notifications.settings.js';
import { generatedSecret } from './secret-files.js';

const KEY_BYTES = 32;

/** A 32-byte key written as 64 hex digits or as base64 (44 characters with padding). */
export function parseEncryptionKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES || (!/^[0-9a-fA-F]{64}$/.test(value) && key.toString('base64') !== value)) {
    throw new Error('WHATSAPP_TOKEN_ENCRYPTION_KEY must be 32 bytes, written as 64 hex digits or base64');
  }
  return key;
}

/**
 * The key that encrypts the WhatsApp access token at rest: WHATSAPP_TOKEN_ENCRYPTION_KEY (required in
 * production, checked by the settings), else one generated under DATA_DIR/keys.
 */
export function loadTokenEncryptionKey(
  settings: Pick<NotificationsSettings, 'WHATSAPP_TOKEN_ENCRYPTION_KEY' | 'DATA_DIR'>,
): Buffer {
  const configured = settings.WHATSAPP_TOKEN_ENCRYPTION_KEY;
  if (configured) return parseEncryptionKey(configured);
  return parseEncryptionKey(
    generatedSecret(settings.DATA_DIR, 'whatsapp-token-encryption.key', () =>
      randomBytes(KEY_BYTES).toString('base64'),
    ),
  );
}
