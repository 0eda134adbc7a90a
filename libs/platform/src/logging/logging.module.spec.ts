import { describe, expect, it } from '@jest/globals';
import { withoutSecrets } from './logging.module.js';

describe('withoutSecrets', () => {
  it('redacts an access token in the query, wherever it stands', () => {
    expect(withoutSecrets('/api/v1/events/stream?access_token=eyJ.abc.def')).toBe(
      '/api/v1/events/stream?access_token=[redacted]',
    );
    expect(withoutSecrets('/x?a=1&access_token=eyJ&b=2')).toBe('/x?a=1&access_token=[redacted]&b=2');
    expect(withoutSecrets('/api/v1/products?search=yam')).toBe('/api/v1/products?search=yam');
  });
});
