import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import {
  productImageVariants,
  type CategoryCountsResponse,
  type EventEnvelope,
  type ProductListResponse,
  type ProductView,
} from '@ihe/contracts';
import { demoProducts, demoVendors } from '@ihe/demo-data';
import { acquireSharedEventBus, releaseSharedEventBus, type EventBus } from '@ihe/platform';
import { prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { DemoCatalogSeeder } from '../src/demo-data/demo-catalog.seeder.js';
import { observeEvents, sleep, startTestCatalog, waitFor, type TestCatalog } from './catalog-test-app.js';

describe('catalog: demo data and product images', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let bus: EventBus;
  let created: EventEnvelope[];
  const demo = demoProducts(60);

  beforeAll(async () => {
    env = await prepareServiceTestEnv({ SEED_DEMO_DATA: 'true' });
    // Listen before the app starts: it seeds while starting.
    bus = acquireSharedEventBus();
    created = await observeEvents(bus, ['product.created']);
    catalog = await startTestCatalog();
  });

  afterAll(async () => {
    await catalog?.app.close();
    if (bus) await releaseSharedEventBus(bus);
    await env?.cleanup();
  });

  it('seeds the 60 demo products at start, each with its image, through the writer (one event each)', async () => {
    const [{ count }] = await catalog.db.query(`SELECT count(*)::int AS count FROM products`);
    expect(count).toBe(60);
    await waitFor(() => created.length >= 60);
    await sleep(300);
    expect(created).toHaveLength(60);
    const first = await catalog.get<ProductView>(`/api/v1/products/${demo[0].id}`);
    expect(first.body).toMatchObject({
      name: 'Benue white yam',
      category: 'yam',
      basePrice: demo[0].basePrice,
      price: Math.round(demo[0].basePrice * 115) / 100,
      stockQuantity: demo[0].stockQuantity,
      vendorId: demoVendors()[0].id,
    });
    // The drawing is stored as the vendor's upload would be: WebP, with the card's sizes beside it.
    const stem = `/api/v1/media/products/${demoVendors()[0].id}/\\d+_\\d+`;
    expect(first.body.imageUrls).toEqual([expect.stringMatching(new RegExp(`^${stem}\\.webp$`))]);
    expect(first.body.images[0].variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);
    const rows: Array<{ vendor_id: string; image_urls: string[] }> = await catalog.db.query(
      `SELECT vendor_id, image_urls FROM products`,
    );
    for (const product of rows) {
      const [url] = product.image_urls;
      expect(url.startsWith(`/api/v1/media/products/${product.vendor_id}/`)).toBe(true);
      for (const file of [url, ...productImageVariants(url).map((variant) => variant.url)])
        expect(existsSync(path.join(env.dataDir, 'media', 'products', file.split('/products/')[1]))).toBe(
          true,
        );
    }
  });

  it('shows only the in-stock demo products and counts them per category', async () => {
    const inStock = demo.filter((p) => p.stockQuantity > 0);
    const listing = await catalog.get<ProductListResponse>('/api/v1/products?pageSize=100');
    expect(listing.body.total).toBe(inStock.length);
    const counts = await catalog.get<CategoryCountsResponse>('/api/v1/categories/counts');
    for (const category of ['yam', 'plantain', 'rice', 'vegetables', 'fruits', 'grains']) {
      expect(counts.body[category]).toBe(inStock.filter((p) => p.category === category).length);
    }
  });

  it('does not seed again when products exist', async () => {
    expect(await catalog.app.get(DemoCatalogSeeder).seed(60, 2026)).toBe(0);
    const [{ count }] = await catalog.db.query(`SELECT count(*)::int AS count FROM products`);
    expect(count).toBe(60);
  });

  it('serves a stored image with its type and a long cache: the drawing, rasterised at its own 512 px', async () => {
    const first = await catalog.get<ProductView>(`/api/v1/products/${demo[0].id}`);
    const url = first.body.imageUrls[0];
    const answer = await fetch(`${catalog.url}${url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const content = Buffer.from(await answer.arrayBuffer());
    expect(
      content.equals(readFileSync(path.join(env.dataDir, 'media', 'products', url.split('/products/')[1]))),
    ).toBe(true);
    expect(await sharp(content).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('answers 404 for a missing or unsafe image name', async () => {
    for (const file of [
      'missing.svg',
      '..%2F..%2Fpostgres%2FPG_VERSION',
      '.hidden.svg',
      'x.html',
      `${demo[0].id}.SVG`,
    ]) {
      const answer = await catalog.get(`/api/v1/media/products/${file}`);
      expect({ file, status: answer.status, body: answer.body }).toEqual({
        file,
        status: 404,
        body: { statusCode: 404, message: 'Image not found' },
      });
    }
  });
});
