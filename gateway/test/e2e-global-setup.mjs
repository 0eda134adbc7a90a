// Starts the marketplace in the mode named by E2E_MODE (all-in-one by default) on free ports, or uses
// BASE_URL when given. Plain JS: Jest does not transform global setup files.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKEND_SERVICE_NAMES } from '@ihe/platform';
import { createTestDatabase } from '@ihe/platform/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the marketplace exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs} ms`);
}

export default async function setup() {
  if (process.env.BASE_URL) return;
  const mode = process.env.E2E_MODE ?? 'all-in-one';
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihe-e2e-'));
  chmodSync(dataDir, 0o755); // the embedded server runs as user postgres when we are root
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The suite sends many auth requests from one address; the limit itself is tested separately.
    AUTH_RATE_LIMIT: '100000',
  };
  for (const service of BACKEND_SERVICE_NAMES)
    env[`${service.toUpperCase()}_PORT`] = String(await freePort());
  let script;
  if (mode === 'distributed') {
    const tag = Math.random().toString(36).slice(2, 8);
    // A database of this run's own on the machine's server; the teardown drops it.
    const database = await createTestDatabase(
      process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    );
    globalThis.__IHE_E2E_DATABASE__ = database;
    process.env.E2E_DATABASE_URL = database.url;
    Object.assign(env, {
      DATABASE_URL: database.url,
      BUS_NAMESPACE: `e2e${tag}`,
      BUS_IDLE_QUEUE_EXPIRY_MS: String(30 * 60_000), // the broker deletes this run's queues afterwards
      KV_PREFIX: `e2e${tag}`,
    });
    script = 'tools/dist/launcher/start-distributed.js';
  } else {
    // The all-in-one mode: embedded PostgreSQL, in-process bus, memory key-value store.
    for (const key of ['DATABASE_URL', 'AMQP_URL', 'REDIS_URL']) delete env[key];
    script = 'tools/dist/launcher/start-all.js';
  }
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  globalThis.__IHE_E2E_CHILD__ = child;
  process.env.BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_MODE = mode;
  await waitForHealth(`${process.env.BASE_URL}/health`, 90_000, child);
  // The suites that compare row counts read the embedded server's port from its pid file (4th line).
  if (mode !== 'distributed') {
    const pidFile = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    process.env.E2E_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${pidFile.split('\n')[3]}/postgres`;
  }
  console.log(`\n[e2e] ${mode} mode up at ${process.env.BASE_URL}`);
}
