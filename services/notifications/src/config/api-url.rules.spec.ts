import { describe, expect, it } from '@jest/globals';
import { normalizeApiUrl } from './api-url.rules.js';

describe('API URL rules', () => {
  it('takes https URLs and ends them with a slash', () => {
    expect(normalizeApiUrl('https://graph.facebook.com/v21.0/', true)).toBe(
      'https://graph.facebook.com/v21.0/',
    );
    expect(normalizeApiUrl(' https://graph.facebook.com/v22.0 ', true)).toBe(
      'https://graph.facebook.com/v22.0/',
    );
  });

  it('takes http only for this machine in production, anywhere outside it', () => {
    expect(normalizeApiUrl('http://127.0.0.1:4010/v21.0/', true)).toBe('http://127.0.0.1:4010/v21.0/');
    expect(normalizeApiUrl('http://fake-whatsapp:4010/v21.0/', true)).toBeNull();
    expect(normalizeApiUrl('http://fake-whatsapp:4010/v21.0/', false)).toBe(
      'http://fake-whatsapp:4010/v21.0/',
    );
  });

  it('refuses what is not a plain web address', () => {
    for (const bad of [
      'graph.facebook.com',
      'ftp://x/',
      'https://u:p@graph.facebook.com/',
      'https://x/?a=1',
      'https://x/#f',
      '',
    ]) {
      expect(normalizeApiUrl(bad, true)).toBeNull();
    }
  });
});
