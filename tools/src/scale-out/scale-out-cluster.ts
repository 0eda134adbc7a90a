import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceName } from '@ihe/platform';
import { createTestDatabase, freePort, type TestDatabase } from '@ihe/platform/testing';
import { startFakeWhatsAppCloudApi, type FakeWhatsAppCloudApi } from '@ihe/whatsapp-cloud-fake';
import { childEnv } from '../launcher/child-env.js';
import { provisionDatabaseRoles } from '../launcher/database-roles.js';
import { SERVICES } from '../launcher/service-registry.js';
import { RoundRobinProxy } from './round-robin-proxy.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** How many processes of each service the proof runs; the rest run once. */
export const REPLICAS: Partial<Record<ServiceName, number>> = {
  gateway: 2,
  catalog: 2,
  orders: 2,
  notifications: 2,
};
/**
 * Every service sits behind a round-robin (one per service, bound from the start) that other processes call:
 * a replica's own port is taken only just before it starts, so another program on the machine has little
 * time to take it first.
 */
type Proxied = Exclude<ServiceName, 'gateway'>;
/**
 * Start-up stages: analytics, notifications and orders only listen at start; catalog (demo products) and
 * verification publish what those hear; identity (demo vendors) what catalog and orders hear. Every service
 * of the list is in one stage (tools/src/service-list/service-list.spec.ts checks).
 */
export const START_STAGES: ServiceName[][] = [
  ['analytics', 'notifications', 'orders'],
  ['catalog', 'verification'],
  ['identity'],
  ['gateway'],
];

export interface Instance {
  /** e.g. `orders-1`, `gateway-2`. */
  name: string;
  service: ServiceName;
  port: number;
  url: string;
  child: ChildProcess;
  /** Set when we stopped or killed it on purpose. */
  stopping: boolean;
}

export interface ScaleOutCluster {
  /** The gateways' base URLs. */
  gateways: string[];
  database: TestDatabase;
  whatsapp: FakeWhatsAppCloudApi;
  instances: Instance[];
  proxies: Record<Proxied, RoundRobinProxy>;
  /** Processes that exited without being told to (must stay empty). */
  unexpectedExits: string[];
  /** Settings every process got (reservation TTL and sweep interval, among others). */
  env: NodeJS.ProcessEnv;
  instancesOf(service: ServiceName): Instance[];
  /** SIGKILL: no shutdown hook runs, open connections and transactions are cut. */
  kill(name: string): void;
  stop(): Promise<void>;
}

export interface ScaleOutOptions {
  /** Extra settings for every process. */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

async function waitForHealth(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null)
      throw new Error(`${instance.name} exited while starting`);
    try {
      if ((await fetch(`${instance.url}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} was not healthy within ${timeoutMs} ms`);
}

const signal = (instance: Instance, name: NodeJS.Signals) => {
  try {
    process.kill(-instance.child.pid!, name); // its process group: nothing of it outlives the test
  } catch {
    // already gone
  }
};

/**
 * The distributed mode with several replicas, on a fresh database of the machine's PostgreSQL, RabbitMQ
 * (its own namespace) and Redis (its own key prefix), free ports, and a fake WhatsApp Cloud API: two
 * gateways, two catalog, orders and notifications processes (every service behind a RoundRobinProxy that other
 * process calls), one of each other service. Started in the launcher's order, replicas of a service together.
 */
export async function startScaleOutCluster(options: ScaleOutOptions = {}): Promise<ScaleOutCluster> {
  const log = options.log ?? console.log;
  const started = performance.now();
  const database = await createTestDatabase(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  );
  const whatsapp = await startFakeWhatsAppCloudApi();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihe-scale-out-'));
  chmodSync(dataDir, 0o755);
  const tag = `scale${Date.now().toString(36)}`;

  const proxies = Object.fromEntries(
    SERVICES.map((service) => [service.name, new RoundRobinProxy()]),
  ) as Record<Proxied, RoundRobinProxy>;
  await Promise.all(Object.values(proxies).map((proxy) => proxy.start()));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    BUS_NAMESPACE: tag,
    BUS_IDLE_QUEUE_EXPIRY_MS: String(30 * 60_000), // the broker deletes this run's queues afterwards
    KV_PREFIX: tag,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.SCALE_OUT_LOG_LEVEL ?? 'warn',
    // Many sign-ups from one address; the per-address limit is tested on its own.
    AUTH_RATE_LIMIT: '100000',
    SEED_DEMO_DATA: 'true',
    WHATSAPP_API_URL: whatsapp.url,
    ...options.env,
  };
  for (const [service, proxy] of Object.entries(proxies)) env[`${service.toUpperCase()}_URL`] = proxy.url;
  // Each service on its own PostgreSQL role, as start-distributed runs them; the suite reads as the admin.
  const databaseUrls = await provisionDatabaseRoles(database.url, env);

  const instances: Instance[] = [];
  const unexpectedExits: string[] = [];
  // A port found free is free again until its replica binds it: the next search can find the same one, and
  // two replicas of a stage then share it (one exits with EADDRINUSE while the other answers its health).
  const handedOut = new Set<number>();
  const unusedPort = async (): Promise<number> => {
    let port = await freePort();
    while (handedOut.has(port)) port = await freePort();
    handedOut.add(port);
    return port;
  };
  const launch = async (service: ServiceName, script: string, index: number): Promise<Instance> => {
    const port = await unusedPort();
    if (service !== 'gateway') proxies[service].add(port);
    const own =
      service === 'gateway' ? { PORT: String(port) } : { [`${service.toUpperCase()}_PORT`]: String(port) };
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...childEnv(service, env, databaseUrls), ...own },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const instance: Instance = {
      name: `${service}-${index + 1}`,
      service,
      port,
      url: `http://127.0.0.1:${port}`,
      child,
      stopping: false,
    };
    child.once('exit', (code, exitSignal) => {
      if (!instance.stopping) unexpectedExits.push(`${instance.name} (${exitSignal ?? `code ${code}`})`);
    });
    instances.push(instance);
    return instance;
  };
  const cluster: ScaleOutCluster = {
    gateways: [],
    database,
    whatsapp,
    instances,
    proxies,
    unexpectedExits,
    env,
    instancesOf: (service) => instances.filter((instance) => instance.service === service),
    kill(name) {
      const instance = instances.find((candidate) => candidate.name === name);
      if (!instance) throw new Error(`no instance ${name}`);
      instance.stopping = true;
      signal(instance, 'SIGKILL');
    },
    async stop() {
      const running = instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);
      for (const instance of running) {
        instance.stopping = true;
        signal(instance, 'SIGTERM');
      }
      const deadline = Date.now() + 15_000;
      while (
        Date.now() < deadline &&
        running.some((i) => i.child.exitCode === null && i.child.signalCode === null)
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      running.forEach((instance) => signal(instance, 'SIGKILL'));
      await Promise.all(Object.values(proxies).map((proxy) => proxy.stop()));
      await whatsapp.close();
      await database.drop();
    },
  };

  try {
    // Consumers before the producers they hear (libs/platform/src/config/service-list.ts); services in one stage publish
    // nothing another of the stage hears at start-up, so each stage starts at once. The gateways last.
    const main = (service: ServiceName) =>
      SERVICES.find((s) => s.name === service)?.main ?? 'gateway/dist/main.js';
    for (const stage of START_STAGES) {
      const group: Instance[] = [];
      for (const service of stage)
        for (let index = 0; index < (REPLICAS[service] ?? 1); index++)
          group.push(await launch(service, main(service), index));
      await Promise.all(group.map((instance) => waitForHealth(instance)));
    }
    // A replica that lost its port to another program answers nothing of ours: it exits (EADDRINUSE).
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (unexpectedExits.length > 0) throw new Error(`exited while starting: ${unexpectedExits.join(', ')}`);
    cluster.gateways.push(...cluster.instancesOf('gateway').map((instance) => instance.url));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  log(
    `[scale-out] ${instances.length} processes up in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(database ${database.name}, bus namespace ${tag}): ${instances.map((i) => i.name).join(', ')}`,
  );
  return cluster;
}
