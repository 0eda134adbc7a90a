import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { KEY_VALUE_STORE, type KeyValueStore } from './key-value.port.js';
import { sharedMemoryKeyValueStore } from './memory-key-value-store.js';
import { sharedRedisKeyValueStore } from './redis-key-value-store.js';

/**
 * The process-wide store chosen by env: REDIS_URL set → the shared Redis store, else the shared
 * in-memory one. Shared: close it only when the whole process is done with it.
 */
export function createKeyValueStoreFromEnv(): KeyValueStore {
  const url = process.env.REDIS_URL?.trim();
  return url ? sharedRedisKeyValueStore(url) : sharedMemoryKeyValueStore();
}

// How many running apps use each shared store: the last one to shut down closes it.
const USERS_KEY = Symbol.for('ihe.platform.keyValueStoreUsers');
function users(): Map<KeyValueStore, number> {
  const holder = globalThis as unknown as Record<symbol, Map<KeyValueStore, number> | undefined>;
  return (holder[USERS_KEY] ??= new Map());
}

@Injectable()
class KeyValueStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {
    users().set(store, (users().get(store) ?? 0) + 1);
  }

  async onApplicationShutdown(): Promise<void> {
    const remaining = (users().get(this.store) ?? 1) - 1;
    if (remaining > 0) {
      users().set(this.store, remaining);
      return;
    }
    users().delete(this.store);
    await this.store.close();
  }
}

/** Provides KEY_VALUE_STORE (see createKeyValueStoreFromEnv) to the whole app. */
@Module({})
export class KeyValueModule {
  static forRoot(): DynamicModule {
    return {
      module: KeyValueModule,
      global: true,
      providers: [
        { provide: KEY_VALUE_STORE, useFactory: createKeyValueStoreFromEnv },
        KeyValueStoreLifecycle,
      ],
      exports: [KEY_VALUE_STORE],
    };
  }
}
