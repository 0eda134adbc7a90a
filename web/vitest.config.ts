import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      css: false,
      restoreMocks: true,
      unstubGlobals: true,
      // antd forms driven by user-event are slow on a 2-core machine (a loaded one: 16 s for one journey).
      testTimeout: 60_000,
      // One worker per core, not Vitest's default of one fewer: the tests are the browser app's own work
      // (rendering, jsdom), so a 2-core machine runs the suite in ~5 min instead of ~8.
      maxWorkers: '100%',
    },
  }),
);
