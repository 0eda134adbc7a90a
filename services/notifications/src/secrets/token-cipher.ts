import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const FORMAT = 'v1';

/**
 * AES-256-GCM for the WhatsApp access token: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts).
 * The key id (first bytes of the key's hash) tells a token encrypted under another key apart from a
 * corrupted one, so a changed key gives a clear error instead of a wrong token.
 */
export class TokenCipher {
  private readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('TokenCipher needs a 32-byte key');
    this.keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [FORMAT, this.keyId, iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string): string {
    const [format, keyId, iv, tag, data] = stored.split('.');
    if (format !== FORMAT || !iv || !tag || data === undefined) {
      throw new Error('The stored WhatsApp access token is not in a known format');
    }
    if (keyId !== this.keyId) {
      throw new Error(
        'The stored WhatsApp access token was encrypted with another WHATSAPP_TOKEN_ENCRYPTION_KEY: enter the token again',
      );
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
