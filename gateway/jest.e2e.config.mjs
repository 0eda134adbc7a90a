import { jestConfig } from '../jest.preset.mjs';

// API end-to-end: a real deployment (E2E_MODE=all-in-one | distributed, or BASE_URL) driven over HTTP.
export default jestConfig({
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/e2e-global-setup.mjs',
  globalTeardown: '<rootDir>/test/e2e-global-teardown.mjs',
  testTimeout: 120000,
});
