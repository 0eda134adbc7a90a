import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MemoryKeyValueStore, sharedMemoryKeyValueStore } from './memory-key-value-store.js';

describe('MemoryKeyValueStore', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const stores: MemoryKeyValueStore[] = [];
  const create = (sweepIntervalMs?: number) => {
    const store = new MemoryKeyValueStore({ now, sweepIntervalMs });
    stores.push(store);
    return store;
  };

  afterEach(async () => {
    jest.useRealTimers();
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it('expires keys lazily when they are read', async () => {
    const store = create();
    await store.set('session', 'abc', 1000);
    clock += 999;
    expect(await store.get('session')).toBe('abc');
    expect(await store.ttlMs('session')).toBe(1);
    clock += 1;
    expect(await store.get('session')).toBeNull();
    expect(await store.ttlMs('session')).toBeNull();
    expect(store.size).toBe(0);
  });

  it('sweeps expired keys nobody reads again, on its timer', async () => {
    jest.useFakeTimers();
    const store = create(5000);
    await store.set('a', '1', 1000);
    await store.set('b', '2');
    clock += 2000;
    expect(store.size).toBe(2);
    jest.advanceTimersByTime(5000);
    expect(store.size).toBe(1);
    expect(await store.get('b')).toBe('2');
  });

  it('keeps the expiry set when the counter was created', async () => {
    const store = create();
    expect(await store.increment('attempts', 1000)).toBe(1);
    clock += 400;
    expect(await store.increment('attempts', 1000)).toBe(2);
    expect(await store.ttlMs('attempts')).toBe(600);
  });

  it('refuses to increment a value that is not an integer', async () => {
    const store = create();
    await store.set('name', 'Ada');
    await expect(store.increment('name', 1000)).rejects.toThrow('not an integer');
  });

  it('rejects TTLs Redis would reject', async () => {
    const store = create();
    await expect(store.set('k', 'v', 0)).rejects.toThrow(RangeError);
    await expect(store.increment('k', -5)).rejects.toThrow(RangeError);
  });

  it('is unhealthy and empty once closed', async () => {
    const store = create();
    await store.set('k', 'v');
    await store.close();
    expect(await store.isHealthy()).toBe(false);
    expect(store.closed).toBe(true);
    expect(await store.get('k')).toBeNull();
  });

  it('shares one store per process until it is closed', async () => {
    const first = sharedMemoryKeyValueStore();
    expect(sharedMemoryKeyValueStore()).toBe(first);
    await first.close();
    const second = sharedMemoryKeyValueStore();
    expect(second).not.toBe(first);
    expect(await second.isHealthy()).toBe(true);
    await second.close();
  });
});
