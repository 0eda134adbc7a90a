import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_BUS, type EventBus } from '@ihe/platform';
import { freePort } from '@ihe/platform/testing';
import { startCatalog } from '../src/start-catalog.js';
import { ProductsWriter } from '../src/products/products.writer.js';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestCatalog {
  app: INestApplication;
  url: string;
  db: DataSource;
  writer: ProductsWriter;
  bus: EventBus;
  get<T = Record<string, unknown>>(path: string): Promise<ApiAnswer<T>>;
}

/** Starts catalog on a free port in this process (environment prepared by prepareServiceTestEnv). */
export async function startTestCatalog(): Promise<TestCatalog> {
  const port = await freePort();
  process.env.CATALOG_PORT = String(port);
  const app = await startCatalog();
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    db: app.get(DataSource),
    writer: app.get(ProductsWriter),
    bus: app.get<EventBus>(EVENT_BUS),
    async get(path) {
      const response = await fetch(`${url}${path}`);
      const type = response.headers.get('content-type') ?? '';
      const body = type.includes('json') ? await response.json() : await response.text();
      return { status: response.status, body, headers: response.headers } as never;
    },
  };
}

export { observeEvents, sleep, waitFor } from '@ihe/platform/testing';

/** Rows in the catalog's outbox (to check that a refused request wrote nothing). */
export async function outboxCount(db: DataSource): Promise<number> {
  const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM outbox`);
  return count;
}
