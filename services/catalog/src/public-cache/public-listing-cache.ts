import { Inject, Injectable, Logger } from '@nestjs/common';
import { KEY_VALUE_STORE, type KeyValueStore } from '@ihe/platform';

const VERSION_KEY = 'catalog:listing-version';
const VERSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Caches the public reads (shop listing pages, category counts) in the key-value store (Redis in the
 * distributed mode, shared by every catalog replica). Entries are keyed by a catalog version that every
 * product change bumps after it commits, so a change is visible at once; CATALOG_CACHE_TTL_MS (default 10 s)
 * bounds the life of an entry as a backstop. 0 turns caching off. A miss is loaded once per replica: the
 * requests that miss the same entry meanwhile wait for that one load (no stampede of slow queries when a
 * popular entry expires or the version moves).
 */
@Injectable()
export class PublicListingCache {
  private readonly logger = new Logger(PublicListingCache.name);
  private readonly ttlMs = Number(process.env.CATALOG_CACHE_TTL_MS ?? 10_000);
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!(this.ttlMs > 0)) return load();
    // The version is read before the database: data loaded after a newer change committed is at worst
    // stored under an older version nobody asks for any more.
    const version = (await this.store.get(VERSION_KEY)) ?? '0';
    const entryKey = `catalog:public:${version}:${key}`;
    const cached = await this.store.get(entryKey);
    if (cached !== null) return JSON.parse(cached) as T;
    let pending = this.loading.get(entryKey) as Promise<T> | undefined;
    if (!pending) {
      pending = this.loadAndStore(entryKey, load).finally(() => this.loading.delete(entryKey));
      this.loading.set(entryKey, pending);
    }
    return pending;
  }

  private async loadAndStore<T>(entryKey: string, load: () => Promise<T>): Promise<T> {
    const value = await load();
    await this.store.set(entryKey, JSON.stringify(value), this.ttlMs);
    return value;
  }

  /** Call after a change to products, stock or vendor names has committed. */
  async invalidate(): Promise<void> {
    try {
      await this.store.increment(VERSION_KEY, VERSION_TTL_MS);
    } catch (error) {
      // Entries then live out their TTL; the change itself is committed and must not fail.
      this.logger.warn(`could not invalidate the public listing cache: ${(error as Error).message}`);
    }
  }
}
