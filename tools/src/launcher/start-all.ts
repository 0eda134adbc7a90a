import 'reflect-metadata';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  chooseLogOutput,
  closeSharedEventBus,
  findFreePort,
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from '@ihe/platform';
import { SERVICES } from './service-registry.js';
import { startDemoWhatsApp } from './demo-whatsapp.js';

/**
 * The one-command mode (`npm start`): gateway + every service as separate Nest apps in this one process,
 * on embedded PostgreSQL (unless DATABASE_URL is set), the in-process bus and the memory key-value store.
 * identity alone loads the signing key (made once under DATA_DIR/keys); the others fetch its JWKS over
 * loopback when the first token reaches them (identity starts after them).
 */
async function main(): Promise<void> {
  const started = performance.now();
  process.env.DATA_DIR = path.resolve(process.env.DATA_DIR ?? '.data');
  process.env.PORT ??= '3000';
  // Every app of this process logs through one pino logger: name it after the process, not one service.
  process.env.LOG_NAME ??= 'ihe-market';
  const apps: INestApplication[] = [];
  let database: EmbeddedPostgresServer | null = null;
  let fakeWhatsApp: { close(): Promise<void> } | null = null;

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // Apps first (gateway is last in the list: close it first), then the bus, then the database.
    for (const app of apps.reverse()) await app.close().catch(() => undefined);
    await closeSharedEventBus().catch(() => undefined);
    await fakeWhatsApp?.close().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));

  try {
    if (!process.env.DATABASE_URL) {
      database = await startEmbeddedPostgres({ dataDir: path.join(process.env.DATA_DIR, 'postgres') });
      process.env.DATABASE_URL = database.url;
      // The demo shop: vendors and products on the first start of an empty embedded database.
      process.env.SEED_DEMO_DATA ??= 'true';
    }
    // Internal ports are nobody's business in this mode: free ones, unless set, so several instances can run.
    for (const service of SERVICES)
      process.env[`${service.name.toUpperCase()}_PORT`] ??= String(await findFreePort());
    if (process.env.NODE_ENV !== 'production') fakeWhatsApp = await startDemoWhatsApp();
    for (const service of SERVICES) apps.push(await service.start());
    const { startGateway } = await import('@ihe/gateway');
    apps.push(await startGateway());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
    console.log(
      `\nIhe Market is running at http://localhost:${process.env.PORT} (ready in ${seconds} s, ${rssMb} MB)`,
    );
    console.log(`API docs: http://localhost:${process.env.PORT}/api/docs   data: ${process.env.DATA_DIR}`);
    // At a terminal the logs leave Nest's start-up chatter and successful requests out: say how to see them.
    if (chooseLogOutput().quiet)
      console.log(
        "Logs: warnings, errors and the app's own notes (LOG_LEVEL=info: every line; LOG_FORMAT=json: JSON)",
      );
    console.log('');
  } catch (error) {
    console.error(`Ihe Market failed to start: ${(error as Error).message}`);
    await stop(1);
  }
}

await main();
