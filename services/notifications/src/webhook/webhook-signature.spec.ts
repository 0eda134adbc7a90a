import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { isValidVerifyToken, isValidWebhookSignature } from './webhook-signature.js';

describe('webhook signature', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account"}');
  const sign = (secret: string, bytes = body) =>
    `sha256=${createHmac('sha256', secret).update(bytes).digest('hex')}`;

  it('accepts the HMAC of the exact body with the app secret', () => {
    expect(isValidWebhookSignature(body, sign('app-secret'), 'app-secret')).toBe(true);
    expect(
      isValidWebhookSignature(
        body,
        sign('app-secret').toUpperCase().replace('SHA256=', 'sha256='),
        'app-secret',
      ),
    ).toBe(true);
  });

  it('refuses another secret, another body, a missing or malformed header', () => {
    expect(isValidWebhookSignature(body, sign('other'), 'app-secret')).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(`${body} `), sign('app-secret'), 'app-secret')).toBe(false);
    expect(isValidWebhookSignature(body, undefined, 'app-secret')).toBe(false);
    expect(isValidWebhookSignature(body, 'sha1=abc', 'app-secret')).toBe(false);
    expect(isValidWebhookSignature(body, sign('app-secret').slice(0, -2), 'app-secret')).toBe(false);
  });

  it('compares verify tokens', () => {
    expect(isValidVerifyToken('token', 'token')).toBe(true);
    expect(isValidVerifyToken('tokeN', 'token')).toBe(false);
    expect(isValidVerifyToken(undefined, 'token')).toBe(false);
  });
});
