// One Jest setup for every back-end package: ESM mode, swc transform with decorator metadata,
// `.js` import suffixes mapped back to the TypeScript sources, workspace libs read from source.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(fileURLToPath(import.meta.url));

// Tests needing a real broker / Redis run only when its URL is set (CI=true without them fails in global setup).
const optionalSuites = [
  { pattern: '\\.rabbitmq\\.int-spec\\.ts$', files: '*.rabbitmq.int-spec.ts', env: 'AMQP_URL' },
  { pattern: '\\.redis\\.int-spec\\.ts$', files: '*.redis.int-spec.ts', env: 'REDIS_URL' },
];
const leftOut = process.env.CI === 'true' ? [] : optionalSuites.filter((suite) => !process.env[suite.env]);
if (leftOut.length > 0) {
  console.log(`[jest] left out ${leftOut.map((suite) => `${suite.files} (${suite.env} unset)`).join(', ')}`);
}

export function jestConfig(overrides = {}) {
  return {
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            target: 'es2022',
            keepClassNames: true,
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: {
      '^@ihe/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
      '^@ihe/platform$': path.join(root, 'libs/platform/src/index.ts'),
      '^@ihe/platform/testing$': path.join(root, 'libs/platform/src/testing/index.ts'),
      '^@ihe/demo-data$': path.join(root, 'libs/demo-data/src/index.ts'),
      '^@ihe/whatsapp-cloud-fake$': path.join(root, 'libs/whatsapp-cloud-fake/src/index.ts'),
      '^@ihe/gateway$': path.join(root, 'gateway/src/index.ts'),
      // Every other package is a service (libs/platform/src/config/service-list.ts), when one package's tests
      // start another in-process.
      '^@ihe/([a-z-]+)$': path.join(root, 'services/$1/src/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
    testTimeout: 60000,
    // A worker that holds more than this after a test file is replaced: a package's many test files each
    // start and stop services in one process, and a grown heap makes later files' forced GCs crawl.
    workerIdleMemoryLimit: '1GB',
    globalSetup: path.join(root, 'jest.global-setup.mjs'),
    globalTeardown: path.join(root, 'jest.global-teardown.mjs'),
    ...overrides,
    testPathIgnorePatterns: [
      '/node_modules/',
      ...leftOut.map((suite) => suite.pattern),
      ...(overrides.testPathIgnorePatterns ?? []),
    ],
  };
}
