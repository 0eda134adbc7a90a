import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import { KEY_VALUE_STORE, type KeyValueStore } from '../src/key-value/key-value.port.js';
import { KeyValueModule } from '../src/key-value/key-value.module.js';
import {
  RedisKeyValueStore,
  keyPrefixFromEnv,
  sharedRedisKeyValueStore,
} from '../src/key-value/redis-key-value-store.js';
import { keyValueStoreContract } from './key-value.contract.js';

const redisUrl = process.env.REDIS_URL as string;
// Unique per run, so concurrent runs against one Redis never meet.
const run = `kvtest-${randomBytes(4).toString('hex')}`;

keyValueStoreContract(
  'redis',
  (namespace) => new RedisKeyValueStore({ url: redisUrl, prefix: `${run}:${namespace}:` }),
);

@Injectable()
class UsesStore {
  constructor(@Inject(KEY_VALUE_STORE) readonly store: KeyValueStore) {}
}

@Module({ imports: [KeyValueModule.forRoot()], providers: [UsesStore] })
class AppModule {}

describe('Redis key-value store wiring', () => {
  const savedPrefix = process.env.KV_PREFIX;
  afterEach(() => {
    if (savedPrefix === undefined) delete process.env.KV_PREFIX;
    else process.env.KV_PREFIX = savedPrefix;
  });

  it('prefixes the real Redis keys with KV_PREFIX and a colon', async () => {
    process.env.KV_PREFIX = `${run}-env`;
    expect(keyPrefixFromEnv()).toBe(`${run}-env:`);
    const store = new RedisKeyValueStore({ url: redisUrl });
    const raw = new Redis(redisUrl);
    try {
      await store.set('user:1', 'Ada', 10_000);
      expect(await raw.get(`${run}-env:user:1`)).toBe('Ada');
      expect(await raw.get('user:1')).not.toBe('Ada');
      await store.deleteByPrefix('');
      expect(await raw.exists(`${run}-env:user:1`)).toBe(0);
    } finally {
      await store.close();
      raw.disconnect();
    }
  });

  it('deletes many keys by prefix across SCAN pages', async () => {
    const store = new RedisKeyValueStore({ url: redisUrl, prefix: `${run}:bulk:` });
    try {
      await Promise.all(Array.from({ length: 1200 }, (_, i) => store.set(`page:${i}`, 'x')));
      await store.set('other', 'x');
      await store.deleteByPrefix('page:');
      expect(await store.get('page:0')).toBeNull();
      expect(await store.get('page:1199')).toBeNull();
      expect(await store.get('other')).toBe('x');
    } finally {
      await store.deleteByPrefix('');
      await store.close();
    }
  });

  it('shares one connection per process between apps and closes it after the last app', async () => {
    process.env.KV_PREFIX = `${run}-apps`;
    const first = await NestFactory.createApplicationContext(AppModule, { logger: false });
    const second = await NestFactory.createApplicationContext(AppModule, { logger: false });
    const store = first.get(UsesStore).store;
    expect(store).toBeInstanceOf(RedisKeyValueStore);
    expect(second.get(UsesStore).store).toBe(store);
    expect(sharedRedisKeyValueStore(redisUrl)).toBe(store);
    await first.close();
    expect(await store.isHealthy()).toBe(true);
    await store.deleteByPrefix('');
    await second.close();
    expect(await store.isHealthy()).toBe(false);
  });

  it('is unhealthy when Redis cannot be reached', async () => {
    const store = new RedisKeyValueStore({ url: 'redis://127.0.0.1:1', prefix: `${run}:` });
    try {
      expect(await store.isHealthy()).toBe(false);
    } finally {
      await store.close();
    }
  });
});
