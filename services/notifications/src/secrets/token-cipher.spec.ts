import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { looksMasked, maskAccessToken } from './access-token-mask.js';
import { TokenCipher } from './token-cipher.js';
import { loadTokenEncryptionKey, parseEncryptionKey } from './token-encryption-key.js';

describe('access token at rest', () => {
  const token = 'EAAGm0PX4ZCpsBAKZBZCexampleexampletoken0123456789';

  it('encrypts with a fresh IV each time and decrypts back', () => {
    const cipher = new TokenCipher(randomBytes(32));
    const first = cipher.encrypt(token);
    const second = cipher.encrypt(token);
    expect(first).not.toBe(second);
    expect(first).not.toContain(token.slice(4, 20));
    expect(cipher.decrypt(first)).toBe(token);
  });

  it('refuses tampered ciphertext and a token stored under another key', () => {
    const cipher = new TokenCipher(randomBytes(32));
    const stored = cipher.encrypt(token);
    const parts = stored.split('.');
    parts[4] = Buffer.from('x'.repeat(20)).toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => new TokenCipher(randomBytes(32)).decrypt(stored)).toThrow(
      /another WHATSAPP_TOKEN_ENCRYPTION_KEY/,
    );
  });

  it('reads a 32-byte key in hex or base64, and nothing else', () => {
    const key = randomBytes(32);
    expect(parseEncryptionKey(key.toString('hex'))).toEqual(key);
    expect(parseEncryptionKey(key.toString('base64'))).toEqual(key);
    expect(() => parseEncryptionKey(randomBytes(16).toString('hex'))).toThrow(/32 bytes/);
    expect(() => parseEncryptionKey('not a key')).toThrow(/32 bytes/);
  });

  it('generates a key once under DATA_DIR/keys when none is configured', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihe-notif-key-'));
    try {
      const first = loadTokenEncryptionKey({ DATA_DIR: dataDir, WHATSAPP_TOKEN_ENCRYPTION_KEY: undefined });
      const again = loadTokenEncryptionKey({ DATA_DIR: dataDir, WHATSAPP_TOKEN_ENCRYPTION_KEY: undefined });
      expect(again).toEqual(first);
      const file = path.join(dataDir, 'keys', 'whatsapp-token-encryption.key');
      expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64'));
      expect(statSync(file).mode & 0o077).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('masks the token for the browser', () => {
    expect(maskAccessToken(token)).toBe('EAAG••••••••6789');
    expect(maskAccessToken('short')).toBe('••••••••');
    expect(looksMasked(maskAccessToken(token))).toBe(true);
    expect(looksMasked(token)).toBe(false);
  });
});
