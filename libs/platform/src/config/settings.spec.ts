import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  baseSettingsSchema,
  InvalidSettingsError,
  loadSettings,
  portSetting,
  requireStandaloneDependencies,
  serviceUrl,
  trustProxySetting,
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

describe('a service started on its own', () => {
  const all = {
    DATABASE_URL: 'postgres://db:5432/ihe',
    AMQP_URL: 'amqp://mq:5672',
    REDIS_URL: 'redis://kv:6379',
  };

  it('starts with PostgreSQL, RabbitMQ and Redis given', () => {
    expect(() => requireStandaloneDependencies('catalog', undefined, all)).not.toThrow();
  });

  it('refuses to start without them, naming each missing one (no embedded stand-ins)', () => {
    const attempt = () =>
      requireStandaloneDependencies('catalog', undefined, { DATABASE_URL: all.DATABASE_URL, REDIS_URL: ' ' });
    expect(attempt).toThrow(InvalidSettingsError);
    expect(attempt).toThrow(
      'catalog: invalid settings, refusing to start:\n' +
        '  - AMQP_URL: required when started on its own (RabbitMQ); only the one-command launcher (npm start) runs without it\n' +
        '  - REDIS_URL: required when started on its own (Redis); only the one-command launcher (npm start) runs without it',
    );
  });

  it('asks only for what the process uses (the gateway has no database)', () => {
    const { DATABASE_URL: _unused, ...withoutDatabase } = all;
    expect(() =>
      requireStandaloneDependencies('gateway', ['AMQP_URL', 'REDIS_URL'], withoutDatabase),
    ).not.toThrow();
    expect(() => requireStandaloneDependencies('gateway', ['AMQP_URL', 'REDIS_URL'], {})).toThrow(
      /AMQP_URL[\s\S]*REDIS_URL/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('is loopback only by default, a hop count when a number, else a list', () => {
    expect(trustProxySetting({})).toEqual(['loopback']);
    expect(trustProxySetting({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustProxySetting({ TRUST_PROXY: '10.0.0.0/8, loopback' })).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('refuses a value that is neither', () => {
    expect(() => loadSettings('gateway', baseSettingsSchema, { TRUST_PROXY: 'all of them!' })).toThrow(
      /TRUST_PROXY: a number of hops or a comma-separated list of addresses/,
    );
  });
});
