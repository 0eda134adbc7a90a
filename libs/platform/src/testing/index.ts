// Test helpers (`@ihe/platform/testing`): one small file per helper, re-exported here.
export { createTestDatabase, type TestDatabase } from './create-test-database.js';
export {
  freePort,
  prepareServiceTestEnv,
  TEST_QUEUE_EXPIRY_MS,
  type ServiceTestEnv,
} from './service-test-env.js';
export { TcpProxy } from './tcp-proxy.js';
export { signTestAccessToken, type TestTokenOptions } from './sign-test-token.js';
export { newTestSigningKey, useTestSigningKey, type TestSigningKey } from './test-signing-key.js';
export { fixedAccessTokenKeys } from './test-access-token-keys.js';
export { observeEvents, sleep, waitFor } from './waiting.js';
export { jsonRequest, type JsonAnswer, type JsonRequestOptions } from './json-request.js';
export { prepareBrokerOutage, type BrokerOutage } from './broker-outage.js';
export { declaredPng, solidPng } from './png-images.js';
