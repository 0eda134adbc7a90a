import { afterAll, describe, expect, it } from '@jest/globals';
import type { KeyValueStore } from '../src/key-value/key-value.port.js';

/**
 * The behaviour both adapters promise (the services cannot tell which one runs).
 * `create(namespace)` returns a store isolated by that namespace (Redis: key prefix; memory: own instance).
 */
export function keyValueStoreContract(name: string, create: (namespace: string) => KeyValueStore): void {
  describe(`KeyValueStore contract: ${name}`, () => {
    const stores: KeyValueStore[] = [];
    const open = (namespace = 'main') => {
      const store = create(namespace);
      stores.push(store);
      return store;
    };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    afterAll(async () => {
      for (const store of stores) {
        await store.deleteByPrefix('');
        await store.close();
      }
    });

    it('reads back what was set, with and without a TTL', async () => {
      const store = open();
      expect(await store.get('missing')).toBeNull();
      await store.set('plain', 'value');
      await store.set('timed', 'soon gone', 10_000);
      expect(await store.get('plain')).toBe('value');
      expect(await store.ttlMs('plain')).toBeNull();
      const ttl = await store.ttlMs('timed');
      expect(ttl).toBeGreaterThan(9_000);
      expect(ttl).toBeLessThanOrEqual(10_000);
      expect(await store.ttlMs('missing')).toBeNull();
    });

    it('increments a counter whose expiry is set when it is created and then kept', async () => {
      const store = open();
      expect(await store.increment('login:fails', 5_000)).toBe(1);
      await sleep(30);
      expect(await store.increment('login:fails', 60_000)).toBe(2);
      expect(await store.increment('login:fails', 60_000)).toBe(3);
      const ttl = await store.ttlMs('login:fails');
      expect(ttl).toBeGreaterThan(3_000);
      expect(ttl).toBeLessThanOrEqual(4_980);
      expect(await store.get('login:fails')).toBe('3');
    });

    it('does not add an expiry to an existing counter that has none', async () => {
      const store = open();
      await store.set('stock', '41');
      expect(await store.increment('stock', 1_000)).toBe(42);
      expect(await store.ttlMs('stock')).toBeNull();
    });

    it('forgets keys once their TTL has passed, and counts again from 1', async () => {
      const store = open();
      await store.set('otp', '123456', 60);
      expect(await store.increment('window', 60)).toBe(1);
      await sleep(150);
      expect(await store.get('otp')).toBeNull();
      expect(await store.ttlMs('otp')).toBeNull();
      expect(await store.increment('window', 60_000)).toBe(1);
    });

    it('deletes several keys at once (and nothing when given none)', async () => {
      const store = open();
      await store.set('a', '1');
      await store.set('b', '2');
      await store.set('c', '3');
      await store.delete('a', 'b', 'never-set');
      await store.delete();
      expect(await store.get('a')).toBeNull();
      expect(await store.get('b')).toBeNull();
      expect(await store.get('c')).toBe('3');
    });

    it('deletes by prefix, matching the prefix literally', async () => {
      const store = open();
      await store.set('catalog:list:page1', 'x');
      await store.set('catalog:list:page2', 'x', 10_000);
      await store.set('catalog:item:7', 'x');
      await store.set('star*:1', 'x');
      await store.set('starry', 'x');
      await store.deleteByPrefix('catalog:list:');
      await store.deleteByPrefix('star*');
      expect(await store.get('catalog:list:page1')).toBeNull();
      expect(await store.get('catalog:list:page2')).toBeNull();
      expect(await store.get('catalog:item:7')).toBe('x');
      expect(await store.get('star*:1')).toBeNull();
      expect(await store.get('starry')).toBe('x');
    });

    it('keeps stores of different namespaces apart', async () => {
      const left = open('left');
      const right = open('right');
      await left.set('shared-name', 'left');
      await right.set('shared-name', 'right');
      expect(await left.increment('counter', 10_000)).toBe(1);
      expect(await right.increment('counter', 10_000)).toBe(1);
      await left.deleteByPrefix('');
      expect(await left.get('shared-name')).toBeNull();
      expect(await right.get('shared-name')).toBe('right');
      expect(await right.get('counter')).toBe('1');
    });

    it('rejects TTLs that are not positive', async () => {
      const store = open();
      await expect(store.increment('bad', 0)).rejects.toThrow(RangeError);
      await expect(store.set('bad', 'v', -1)).rejects.toThrow(RangeError);
    });

    it('reports healthy while open', async () => {
      expect(await open().isHealthy()).toBe(true);
    });
  });
}
