import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { SERVICE_PORTS, serviceUrl, type ServiceName } from '@ihe/platform';
import { SERVICES } from './service-registry.js';
import { childEnv } from './child-env.js';
import { provisionDatabaseRoles } from './database-roles.js';

/**
 * The distributed mode on one machine: every service and the gateway as separate processes against real
 * PostgreSQL (one schema per service, each service connected as its own role: DATABASE_URL is the admin's,
 * used here only to provision them), RabbitMQ and Redis. docker-compose.yml describes the same.
 */
const env = {
  ...process.env,
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? '.data'),
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ihe_market',
  AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  PORT: process.env.PORT ?? String(SERVICE_PORTS.gateway),
};

/** Creates the database named in DATABASE_URL if it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));

async function main(): Promise<void> {
  const started = performance.now();
  process.env.DATA_DIR = env.DATA_DIR;
  await ensureDatabase(env.DATABASE_URL);
  const databaseUrls = await provisionDatabaseRoles(env.DATABASE_URL, env);
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
  const launch = (name: ServiceName, script: string) => {
    const child = spawn(process.execPath, [script], {
      env: childEnv(name, env, databaseUrls),
      stdio: 'inherit',
    });
    child.once('exit', (code, signal) => {
      console.error(`${name} exited (${signal ?? `code ${code}`})`);
      stopAll();
      if (!process.exitCode) process.exitCode = code || 1;
    });
    children.push(child);
  };
  // One after the other, in registry order, so each consumer's queue exists before its producers start.
  for (const service of SERVICES) {
    launch(service.name, service.main);
    await waitForHealth(`${serviceUrl(service.name, env)}/health`, 60_000);
  }
  launch('gateway', 'gateway/dist/main.js');
  await waitForHealth(`http://127.0.0.1:${env.PORT}/health`, 60_000);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nIhe Market (distributed) is running at http://localhost:${env.PORT} (ready in ${seconds} s)\n`,
  );
}

await main().catch((error) => {
  console.error(`Distributed start failed: ${(error as Error).message}`);
  stopAll();
  process.exitCode = 1;
});
