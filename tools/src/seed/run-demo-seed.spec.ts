import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoVendors } from '@ihe/demo-data';
import { createTestDatabase, TEST_QUEUE_EXPIRY_MS, type TestDatabase } from '@ihe/platform/testing';
import { runDemoSeed } from './run-demo-seed.js';

// Needs identity's DemoVendorsSeeder registered in IdentityModule (it creates the vendor accounts).
describe('npm run seed (runDemoSeed)', () => {
  const saved = { ...process.env };
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ihe-seed-test-'));
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BUS_NAMESPACE: `seed${randomBytes(4).toString('hex')}`,
      BUS_IDLE_QUEUE_EXPIRY_MS: TEST_QUEUE_EXPIRY_MS,
    });
  });

  afterAll(async () => {
    process.env = saved;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the demo vendors and products with images, names reaching the catalog through events', async () => {
    const lines: string[] = [];
    const summary = await runDemoSeed({ log: (line) => lines.push(line), timeoutMs: 30_000 });
    expect(summary.products).toBe(60);
    expect(summary.inStock).toBe(55);
    expect(summary.byCategory).toEqual({
      fruits: 10,
      grains: 10,
      plantain: 10,
      rice: 10,
      vegetables: 10,
      yam: 10,
    });
    expect(summary.vendors.map((v) => v.businessName).sort()).toEqual(
      demoVendors()
        .map((v) => v.businessName)
        .sort(),
    );
    expect(summary.vendors.every((v) => v.products === 10 && v.fullName)).toBe(true);
    // Each product's picture is stored as its vendor's upload: a web size, a thumbnail and two variants.
    const images = readdirSync(summary.imagesDirectory, { recursive: true }).map(String);
    expect(images.filter((f) => /^[0-9a-f-]{36}\/\d+_\d+\.webp$/.test(f))).toHaveLength(60);
    expect(images.filter((f) => f.endsWith('.webp'))).toHaveLength(60 * 4);
    expect(lines.join('\n')).toContain('Demo catalog: 60 products (55 in stock)');

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const vendors = await client.query(
        `SELECT count(*)::int AS n FROM identity.profiles WHERE role = 'vendor' AND is_approved`,
      );
      expect(vendors.rows[0].n).toBe(6);
    } finally {
      await client.end();
    }
  });

  it('changes nothing when run again', async () => {
    const summary = await runDemoSeed({ log: () => undefined, timeoutMs: 30_000 });
    expect(summary.products).toBe(60);
    expect(summary.vendors).toHaveLength(6);
  });
});
