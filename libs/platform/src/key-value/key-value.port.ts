/**
 * Small key-value port for lockout counters, rate limits and caches. Adapters: Redis (ioredis)
 * and in-memory (one store per process, shared by every app of the all-in-one mode).
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Increments and returns the new value; sets the expiry when the key is created. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Remaining time to live in ms, or null when the key does not exist or has no expiry. */
  ttlMs(key: string): Promise<number | null>;
  delete(...keys: string[]): Promise<void>;
  /** Deletes keys by prefix (cache invalidation). */
  deleteByPrefix(prefix: string): Promise<void>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export const KEY_VALUE_STORE = Symbol('KEY_VALUE_STORE');
