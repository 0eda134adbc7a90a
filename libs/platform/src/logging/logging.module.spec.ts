import { afterEach, describe, expect, it } from '@jest/globals';
import { requestIdOf, requestLogOptions, withoutSecrets } from './logging.module.js';

describe('withoutSecrets', () => {
  it('redacts an access token in the query, wherever it stands', () => {
    expect(withoutSecrets('/api/v1/events/stream?access_token=eyJ.abc.def')).toBe(
      '/api/v1/events/stream?access_token=[redacted]',
    );
    expect(withoutSecrets('/x?a=1&access_token=eyJ&b=2')).toBe('/x?a=1&access_token=[redacted]&b=2');
    expect(withoutSecrets('/api/v1/products?search=yam')).toBe('/api/v1/products?search=yam');
  });
});

describe('requestLogOptions name', () => {
  const saved = process.env.LOG_NAME;
  afterEach(() => {
    if (saved === undefined) delete process.env.LOG_NAME;
    else process.env.LOG_NAME = saved;
  });

  it("is the service's own name in a process of its own", () => {
    delete process.env.LOG_NAME;
    expect(requestLogOptions('catalog').name).toBe('catalog');
  });

  it('is LOG_NAME when set (the all-in-one process names its one logger)', () => {
    process.env.LOG_NAME = 'ihe-market';
    expect(requestLogOptions('catalog').name).toBe('ihe-market');
  });
});

describe('requestIdOf', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("keeps a client's short safe id", () => {
    expect(requestIdOf('trace-me_1.2')).toBe('trace-me_1.2');
    expect(requestIdOf(['first-id', 'second'])).toBe('first-id');
    expect(requestIdOf('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('makes a fresh id for a missing, long or unsafe one', () => {
    for (const incoming of [
      undefined,
      '',
      'a'.repeat(65),
      'two words',
      '<script>',
      'id\nforged-log-line',
      'ü',
    ])
      expect(requestIdOf(incoming)).toMatch(uuid);
  });
});
