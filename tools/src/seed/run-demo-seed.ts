import path from 'node:path';
import { createServer } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { closeSharedEventBus, startEmbeddedPostgres, type EmbeddedPostgresServer } from '@ihe/platform';
import { SERVICES, type RunnableService } from '../launcher/service-registry.js';

export interface DemoSeedOptions {
  /** How long to wait for the products and the vendor names to arrive (default 60 s). */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface DemoSeedSummary {
  products: number;
  inStock: number;
  byCategory: Record<string, number>;
  vendors: Array<{ id: string; businessName: string | null; fullName: string | null; products: number }>;
  imagesDirectory: string;
}

/**
 * Starts catalog and identity with SEED_DEMO_DATA=true against DATABASE_URL (else the embedded server
 * under DATA_DIR), waits until the demo products exist and catalog's vendor projection knows every
 * vendor they point at, reports what is there and closes everything it started.
 */
export async function runDemoSeed(options: DemoSeedOptions = {}): Promise<DemoSeedSummary> {
  const log = options.log ?? ((line: string) => console.log(line));
  process.env.SEED_DEMO_DATA = 'true';
  process.env.DATA_DIR = path.resolve(process.env.DATA_DIR ?? '.data');
  // Own ports, so a running `npm start` on the defaults is no obstacle.
  process.env.CATALOG_PORT ??= String(await freePort());
  process.env.IDENTITY_PORT ??= String(await freePort());
  const apps: INestApplication[] = [];
  let database: EmbeddedPostgresServer | null = null;
  try {
    if (!process.env.DATABASE_URL) {
      database = await startEmbeddedPostgres({ dataDir: path.join(process.env.DATA_DIR, 'postgres') });
      process.env.DATABASE_URL = database.url;
    }
    // Catalog first: its queue must be bound before identity announces the vendors.
    const catalog = await registered('catalog').start();
    apps.push(catalog);
    apps.push(await registered('identity').start());
    const db = catalog.get(DataSource);
    await waitUntil(() => seeded(db), options.timeoutMs ?? 60_000);
    const summary = await summarise(db);
    report(summary, log);
    return summary;
  } finally {
    for (const app of apps.reverse()) await app.close().catch(() => undefined);
    await closeSharedEventBus().catch(() => undefined);
    await database?.stop().catch(() => undefined);
  }
}

/** The launcher's entry for a service: the seed starts services exactly as `npm start` does. */
function registered(name: RunnableService['name']): RunnableService {
  const service = SERVICES.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`${name} is not in libs/platform/src/config/service-list.ts`);
  return service;
}

/** Products exist and every vendor they name is in the projection. */
async function seeded(db: DataSource): Promise<boolean> {
  const [row]: Array<{ products: number; unknown_vendors: number }> = await db.query(`
    SELECT (SELECT count(*)::int FROM products) AS products,
           (SELECT count(DISTINCT p.vendor_id)::int FROM products p
             WHERE p.vendor_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM vendors v WHERE v.id = p.vendor_id)) AS unknown_vendors`);
  return row.products > 0 && row.unknown_vendors === 0;
}

async function summarise(db: DataSource): Promise<DemoSeedSummary> {
  const categories: Array<{ category: string; total: number; in_stock: number }> = await db.query(`
    SELECT category, count(*)::int AS total, (count(*) FILTER (WHERE stock_quantity > 0))::int AS in_stock
    FROM products WHERE deleted_at IS NULL GROUP BY category ORDER BY category`);
  const vendors: Array<{
    id: string;
    business_name: string | null;
    full_name: string | null;
    products: number;
  }> = await db.query(`
    SELECT v.id, v.business_name, v.full_name, count(p.id)::int AS products
    FROM vendors v LEFT JOIN products p ON p.vendor_id = v.id AND p.deleted_at IS NULL
    GROUP BY v.id ORDER BY v.business_name`);
  return {
    products: categories.reduce((sum, row) => sum + row.total, 0),
    inStock: categories.reduce((sum, row) => sum + row.in_stock, 0),
    byCategory: Object.fromEntries(categories.map((row) => [row.category, row.total])),
    vendors: vendors.map((v) => ({
      id: v.id,
      businessName: v.business_name,
      fullName: v.full_name,
      products: v.products,
    })),
    imagesDirectory: path.join(process.env.DATA_DIR!, 'media', 'products'),
  };
}

function report(summary: DemoSeedSummary, log: (line: string) => void): void {
  log(`\nDemo catalog: ${summary.products} products (${summary.inStock} in stock)`);
  for (const [category, count] of Object.entries(summary.byCategory))
    log(`  ${category.padEnd(12)} ${count}`);
  log(`Vendors (${summary.vendors.length}), password DEMO_VENDOR_PASSWORD or FarmGate2026:`);
  for (const vendor of summary.vendors) {
    log(
      `  ${(vendor.businessName ?? vendor.fullName ?? vendor.id).padEnd(36)} ${vendor.fullName ?? ''} (${vendor.products} products)`,
    );
  }
  log(`Images: ${summary.imagesDirectory}\n`);
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(
        `Demo data did not arrive within ${timeoutMs} ms: are the demo seeders registered (identity's DemoVendorsSeeder)?`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
