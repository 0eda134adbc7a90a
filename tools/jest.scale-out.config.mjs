import { jestConfig } from '../jest.preset.mjs';

// The scale-out proof (issue 13): a cluster of replicas on the machine's PostgreSQL, RabbitMQ and Redis.
export default jestConfig({
  testMatch: ['<rootDir>/test/scale-out/**/*.scale-spec.ts'],
  testTimeout: 240000,
});
