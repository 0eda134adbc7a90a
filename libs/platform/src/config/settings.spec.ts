import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  baseSettingsSchema,
  InvalidSettingsError,
  loadSettings,
  portSetting,
  serviceUrl,
} from './settings.js';

describe('settings', () => {
  const schema = baseSettingsSchema.extend({ IDENTITY_PORT: portSetting('identity') });

  it('applies defaults', () => {
    const settings = loadSettings('identity', schema, {});
    expect(settings).toMatchObject({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      IDENTITY_PORT: 3101,
      DATA_DIR: '.data',
    });
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it('refuses invalid values with a message naming every bad setting', () => {
    const attempt = () =>
      loadSettings('identity', schema, {
        IDENTITY_PORT: 'abc',
        LOG_LEVEL: 'loud',
        LOG_FORMAT: 'fancy',
        DATABASE_URL: 'not a url',
      });
    expect(attempt).toThrow(InvalidSettingsError);
    expect(attempt).toThrow(/identity: invalid settings, refusing to start/);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('IDENTITY_PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('LOG_FORMAT');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('treats an empty URL as not set', () => {
    expect(loadSettings('x', baseSettingsSchema, { AMQP_URL: '' }).AMQP_URL).toBeUndefined();
  });

  it('finds internal service addresses from *_URL, then *_PORT, then the default', () => {
    expect(serviceUrl('catalog', {})).toBe('http://127.0.0.1:3102');
    expect(serviceUrl('catalog', { CATALOG_PORT: '4000' })).toBe('http://127.0.0.1:4000');
    expect(serviceUrl('catalog', { CATALOG_URL: 'http://catalog:3102/' })).toBe('http://catalog:3102');
  });

  it('accepts a service schema of its own', () => {
    const extended = baseSettingsSchema.extend({ LIMIT: z.coerce.number().int().positive() });
    expect(() => loadSettings('x', extended, { LIMIT: '-1' })).toThrow(/LIMIT/);
  });
});
