export { KEY_VALUE_STORE, type KeyValueStore } from './key-value.port.js';
export { KeyValueModule, createKeyValueStoreFromEnv } from './key-value.module.js';
export {
  MemoryKeyValueStore,
  sharedMemoryKeyValueStore,
  type MemoryKeyValueStoreOptions,
} from './memory-key-value-store.js';
export {
  RedisKeyValueStore,
  sharedRedisKeyValueStore,
  keyPrefixFromEnv,
  type RedisKeyValueStoreOptions,
} from './redis-key-value-store.js';
