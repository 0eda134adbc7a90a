import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the real stack. With BASE_URL set, the tests use that server; without
 * it, the all-in-one server is started on port 3100 with a fresh data directory and the tests use it.
 */
const externalBaseUrl = process.env.BASE_URL;
const port = 3100;
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;

/** A fresh data directory per run. mkdtemp makes it 0700; run as root, embedded PostgreSQL
 * initialises its cluster as the `postgres` user, which must be able to enter it. */
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ihe-e2e-'));
  chmodSync(dir, 0o755);
  return dir;
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // One browser on a 2-core machine; journeys share no state but the server's.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    // Debian's chromium: Playwright's own browser download does not work here.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node ../tools/dist/launcher/start-all.js',
        url: `${baseURL}/health`,
        // The one-command mode exactly as `npm start` runs it on a bare machine (embedded PostgreSQL with the demo
        // shop, in-process bus, memory store), even when CI exports the machine's service URLs for `npm test`.
        env: {
          PORT: String(port),
          DATA_DIR: freshDataDir(),
          DATABASE_URL: '',
          AMQP_URL: '',
          REDIS_URL: '',
          LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        },
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
