import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { KeyValueStore } from './key-value.port.js';
import { checkedTtlMs } from './ttl.js';

export interface RedisKeyValueStoreOptions {
  url: string;
  /** Put before every key. Default: env KV_PREFIX + ':' when set, else none. */
  prefix?: string;
}

/** `KV_PREFIX=run42` → `run42:`; isolates concurrently running test files and environments sharing a Redis. */
export function keyPrefixFromEnv(): string {
  const prefix = process.env.KV_PREFIX?.trim();
  return prefix ? `${prefix}:` : '';
}

// Atomic "increment, and set the expiry if this created the key" (a key that already exists keeps its TTL).
const INCREMENT_SCRIPT = `
local created = redis.call('EXISTS', KEYS[1]) == 0
local value = redis.call('INCR', KEYS[1])
if created then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return value`;

export class RedisKeyValueStore implements KeyValueStore {
  readonly prefix: string;
  private readonly client: Redis;
  private readonly logger = new Logger('RedisKeyValueStore');
  private lastError = '';
  private isClosed = false;

  constructor(options: RedisKeyValueStoreOptions) {
    this.prefix = options.prefix ?? keyPrefixFromEnv();
    // disconnectTimeout: ioredis waits that long on a socket that never connected before letting go
    // of it (holding process exit); the default is 2 s.
    this.client = new Redis(options.url, { maxRetriesPerRequest: 3, disconnectTimeout: 200 });
    // Without a listener ioredis prints every reconnect failure; log each distinct error once.
    this.client.on('error', (error: Error) => {
      if (error.message !== this.lastError) this.logger.warn(`Redis: ${error.message}`);
      this.lastError = error.message;
    });
    this.client.on('ready', () => (this.lastError = ''));
  }

  get closed(): boolean {
    return this.isClosed;
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs === undefined) await this.client.set(this.prefix + key, value);
    else await this.client.set(this.prefix + key, value, 'PX', checkedTtlMs(ttlMs));
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const result = await this.client.eval(INCREMENT_SCRIPT, 1, this.prefix + key, checkedTtlMs(ttlMs));
    return Number(result);
  }

  async ttlMs(key: string): Promise<number | null> {
    const ttl = await this.client.pttl(this.prefix + key);
    // -2: no such key, -1: no expiry.
    return ttl < 0 ? null : ttl;
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.client.unlink(...keys.map((key) => this.prefix + key));
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    // SCAN (not KEYS) so a large keyspace does not block Redis; UNLINK frees memory in the background.
    const stream = this.client.scanStream({ match: `${escapeGlob(this.prefix + prefix)}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length > 0) await this.client.unlink(...keys);
    }
  }

  async isHealthy(): Promise<boolean> {
    if (this.isClosed) return false;
    // While (re)connecting the PING waits in the offline queue: the timeout decides.
    const timeout = new Promise<string>((resolve) => setTimeout(resolve, 1000, 'timeout').unref());
    return (await Promise.race([this.client.ping().catch(() => 'error'), timeout])) === 'PONG';
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    // QUIT lets pending replies arrive; without a connection it would leave the reconnect loop running.
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }
}

/** SCAN's MATCH is a glob: escape its special characters so a prefix matches literally. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

const SHARED_KEY = Symbol.for('ihe.platform.sharedRedisKeyValueStores');

/** One Redis store (connection) per process, url and prefix, shared by every app in the process. */
export function sharedRedisKeyValueStore(url: string, prefix = keyPrefixFromEnv()): RedisKeyValueStore {
  const holder = globalThis as unknown as Record<symbol, Map<string, RedisKeyValueStore> | undefined>;
  const stores = (holder[SHARED_KEY] ??= new Map());
  const id = `${prefix}\n${url}`;
  const current = stores.get(id);
  if (current && !current.closed) return current;
  const store = new RedisKeyValueStore({ url, prefix });
  stores.set(id, store);
  return store;
}
