import 'reflect-metadata';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { KEY_VALUE_STORE, type KeyValueStore } from '../src/key-value/key-value.port.js';
import { KeyValueModule, createKeyValueStoreFromEnv } from '../src/key-value/key-value.module.js';
import { MemoryKeyValueStore } from '../src/key-value/memory-key-value-store.js';
import { keyValueStoreContract } from './key-value.contract.js';

keyValueStoreContract('memory', () => new MemoryKeyValueStore());

@Injectable()
class UsesStore {
  constructor(@Inject(KEY_VALUE_STORE) readonly store: KeyValueStore) {}
}

@Module({ imports: [KeyValueModule.forRoot()], providers: [UsesStore] })
class AppModule {}

describe('KeyValueModule without REDIS_URL', () => {
  const savedRedisUrl = process.env.REDIS_URL;
  afterEach(() => {
    if (savedRedisUrl === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = savedRedisUrl;
  });

  it('gives every app in the process the same memory store and closes it after the last app', async () => {
    delete process.env.REDIS_URL;
    const first = await NestFactory.createApplicationContext(AppModule, { logger: false });
    const second = await NestFactory.createApplicationContext(AppModule, { logger: false });
    const store = first.get(UsesStore).store;
    expect(store).toBeInstanceOf(MemoryKeyValueStore);
    expect(second.get(UsesStore).store).toBe(store);
    expect(createKeyValueStoreFromEnv()).toBe(store);

    await store.set('cart:1', 'kept');
    await first.close();
    expect(await store.isHealthy()).toBe(true);
    expect(await second.get(UsesStore).store.get('cart:1')).toBe('kept');
    await second.close();
    expect(await store.isHealthy()).toBe(false);
    const next = createKeyValueStoreFromEnv();
    expect(next).not.toBe(store);
    await next.close();
  });
});
