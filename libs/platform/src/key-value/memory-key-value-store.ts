import type { KeyValueStore } from './key-value.port.js';
import { checkedTtlMs } from './ttl.js';

interface Entry {
  value: string;
  /** Epoch ms, or null for no expiry. */
  expiresAt: number | null;
}

export interface MemoryKeyValueStoreOptions {
  /** How often expired keys are swept out (they are also dropped lazily on access). Default 60 s. */
  sweepIntervalMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/** In-process adapter for the all-in-one mode and bare-machine tests; same semantics as the Redis one. */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private sweeper: NodeJS.Timeout | undefined;
  private isClosed = false;

  constructor(options: MemoryKeyValueStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), options.sweepIntervalMs ?? 60_000);
    // The sweep must not keep a finished process alive.
    this.sweeper.unref();
  }

  get closed(): boolean {
    return this.isClosed;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    const expiresAt = ttlMs === undefined ? null : this.now() + checkedTtlMs(ttlMs);
    this.entries.set(key, { value, expiresAt });
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const ttl = checkedTtlMs(ttlMs);
    const entry = this.live(key);
    if (!entry) {
      this.entries.set(key, { value: '1', expiresAt: this.now() + ttl });
      return 1;
    }
    if (!/^-?\d+$/.test(entry.value)) throw new Error(`Value of "${key}" is not an integer`);
    const next = Number.parseInt(entry.value, 10) + 1;
    entry.value = String(next);
    return next;
  }

  async ttlMs(key: string): Promise<number | null> {
    const entry = this.live(key);
    if (!entry || entry.expiresAt === null) return null;
    return entry.expiresAt - this.now();
  }

  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  async isHealthy(): Promise<boolean> {
    return !this.isClosed;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    this.entries.clear();
  }

  /** Drops every expired key; runs on the timer, public for tests. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.entries.delete(key);
    }
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

// On globalThis so every app (and every copy of this module) in the process shares one store.
const SHARED_KEY = Symbol.for('ihe.platform.sharedMemoryKeyValueStore');

/** The process-wide memory store (a new one after the shared one was closed). */
export function sharedMemoryKeyValueStore(): MemoryKeyValueStore {
  const holder = globalThis as unknown as Record<symbol, MemoryKeyValueStore | undefined>;
  const current = holder[SHARED_KEY];
  if (current && !current.closed) return current;
  return (holder[SHARED_KEY] = new MemoryKeyValueStore());
}
