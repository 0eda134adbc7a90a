import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { VENDOR_PRODUCT_MESSAGES as MESSAGES, type ProductImagesUploadResponse } from '@ihe/contracts';
import { declaredPng, prepareServiceTestEnv, type ServiceTestEnv } from '@ihe/platform/testing';
import { ProductImageVariantsBackfill } from '../src/product-images/product-image-variants.backfill.js';
import { startTestCatalog, type TestCatalog } from './catalog-test-app.js';
import { vendorWorld, type TestUser } from './vendor-world.js';

type Upload = Array<{ name: string; content: Buffer; type?: string }>;

/** A real photo-like image (noise, so it does not compress to nothing). */
function photo(width: number, height: number, format: 'png' | 'jpeg' = 'jpeg'): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  const image = sharp({ create: { width, height, channels: 3, background: '#000', noise } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

describe('catalog: product image uploads (spec 2 §5, §7)', () => {
  let env: ServiceTestEnv;
  let catalog: TestCatalog;
  let vendor: TestUser;
  const world = vendorWorld(() => catalog);

  const upload = async (user: TestUser | undefined, files: Upload) => {
    const form = new FormData();
    for (const file of files)
      form.append(
        'images',
        new Blob([new Uint8Array(file.content)], { type: file.type ?? 'image/png' }),
        file.name,
      );
    const response = await fetch(`${catalog.url}/api/v1/vendor/product-images`, {
      method: 'POST',
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as ProductImagesUploadResponse & { message?: string },
    };
  };
  const storedFiles = (user: TestUser) => {
    const folder = path.join(env.dataDir, 'media', 'products', user.id);
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const refused = async (files: Upload, status: number, message: string) => {
    const fresh = await world.signIn('vendor');
    expect(await upload(fresh, files)).toEqual({ status, body: { statusCode: status, message } });
    expect(storedFiles(fresh)).toEqual([]);
  };

  beforeAll(async () => {
    env = await prepareServiceTestEnv();
    catalog = await startTestCatalog();
    vendor = await world.signIn('vendor');
  });

  afterAll(async () => {
    await catalog?.app.close();
    await env?.cleanup();
  });

  it('stores each image re-encoded as WebP (≤ 1200 px) with a 400 px thumbnail under {userId}/{timestamp}_{index}', async () => {
    const answer = await upload(vendor, [
      { name: 'yam.jpg', content: await photo(2400, 1600), type: 'image/jpeg' },
      // The declared type and the name do not matter; the content does.
      { name: 'rice.bin', content: await photo(300, 200, 'png'), type: 'application/octet-stream' },
    ]);
    expect(answer.status).toBe(201);
    const pattern = (suffix: string) =>
      new RegExp(`^/api/v1/media/products/${vendor.id}/(\\d+)_[01]${suffix}\\.webp$`);
    expect(answer.body.imageUrls).toEqual([
      expect.stringMatching(pattern('')),
      expect.stringMatching(pattern('')),
    ]);
    expect(answer.body.thumbnailUrls).toEqual([
      expect.stringMatching(pattern('_thumb')),
      expect.stringMatching(pattern('_thumb')),
    ]);
    const sizes = [];
    for (const url of [...answer.body.imageUrls, ...answer.body.thumbnailUrls]) {
      const response = await fetch(`${catalog.url}${url}`);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      sizes.push([meta.format, meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      ['webp', 1200, 800],
      ['webp', 300, 200], // never enlarged
      ['webp', 400, 267],
      ['webp', 300, 200],
    ]);
    expect(storedFiles(vendor)).toHaveLength(8);
  });

  it('makes 320 and 640 wide WebP variants of each image, exposed with their widths', async () => {
    const fresh = await world.signIn('vendor');
    const answer = await upload(fresh, [
      { name: 'tall.jpg', content: await photo(1500, 3000), type: 'image/jpeg' },
      { name: 'small.png', content: await photo(500, 400, 'png') },
    ]);
    expect(answer.status).toBe(201);
    const found: Array<[number, string | undefined, number | undefined, number | undefined]> = [];
    for (const [index, image] of answer.body.images.entries()) {
      expect(image.url).toBe(answer.body.imageUrls[index]);
      expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);
      expect(image.variants[0].url).toBe(image.url.replace(/\.webp$/, '_w320.webp'));
      for (const variant of image.variants) {
        const response = await fetch(`${catalog.url}${variant.url}`);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        found.push([variant.width, meta.format, meta.width, meta.height]);
      }
    }
    expect(found).toEqual([
      [320, 'webp', 320, 640],
      [640, 'webp', 600, 1200], // made from the web size, which fits 1200 × 1200
      [1200, 'webp', 600, 1200],
      [320, 'webp', 320, 256],
      [640, 'webp', 500, 400], // never enlarged
      [1200, 'webp', 500, 400],
    ]);
    expect(storedFiles(fresh)).toHaveLength(8);
  });

  it('backfills the variants of an image uploaded before they existed', async () => {
    const fresh = await world.signIn('vendor');
    const answer = await upload(fresh, [{ name: 'old.jpg', content: await photo(900, 900) }]);
    const folder = path.join(env.dataDir, 'media', 'products', fresh.id);
    for (const file of storedFiles(fresh)) if (/_w\d+\.webp$/.test(file)) rmSync(path.join(folder, file));
    expect(storedFiles(fresh)).toHaveLength(2);
    const backfill = catalog.app.get(ProductImageVariantsBackfill);
    expect(await backfill.run()).toBe(1);
    expect(await backfill.run()).toBe(0);
    const sizes = [];
    for (const variant of answer.body.images[0].variants.slice(0, 2)) {
      const response = await fetch(`${catalog.url}${variant.url}`);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      sizes.push([meta.format, meta.width]);
    }
    expect(sizes).toEqual([
      ['webp', 320],
      ['webp', 640],
    ]);
  });

  it('refuses a script renamed .png, by its content, storing nothing', async () => {
    const script = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n');
    await refused([{ name: 'evil.png', content: script }], 400, MESSAGES.notAnImage('evil.png'));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await refused([{ name: 'logo.svg', content: svg }], 400, MESSAGES.notAnImage('logo.svg'));
  });

  it('refuses a 6 MB image, storing nothing (the valid one beside it either)', async () => {
    const big = Buffer.concat([await photo(100, 100), Buffer.alloc(6 * 1024 * 1024)]);
    await refused(
      [
        { name: 'ok.jpg', content: await photo(100, 100) },
        { name: 'big.jpg', content: big },
      ],
      413,
      MESSAGES.imageTooLarge('big.jpg'),
    );
  });

  it('refuses a sixth image, storing nothing', async () => {
    const small = await photo(50, 50);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, content: small }));
    await refused(six, 400, MESSAGES.maxImages);
    await refused([], 400, MESSAGES.noImages);
  });

  it('refuses a truncated JPEG, storing nothing', async () => {
    const whole = await photo(800, 600);
    await refused(
      [
        { name: 'fine.jpg', content: whole },
        { name: 'cut.jpg', content: whole.subarray(0, whole.length / 2) },
      ],
      400,
      MESSAGES.notAnImage('cut.jpg'),
    );
  });

  it('refuses a decompression bomb (50,000 × 50,000 declared) from its header, in little memory', async () => {
    const bomb = declaredPng(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2_000);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
    const started = Date.now();
    try {
      await refused([{ name: 'bomb.png', content: bomb }], 400, MESSAGES.notAnImage('bomb.png'));
    } finally {
      clearInterval(sampler);
    }
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    // The RSS is the whole test process's (jest and every suite run before this one), so the check is on
    // what the bomb adds: decoding 2.5 G pixels would take gigabytes, refusing it from its header nothing.
    console.log(
      `decompression bomb refused in ${Date.now() - started} ms; RSS ${mb(before)} MB before, peak ${mb(peak)} MB`,
    );
    expect(mb(peak - before)).toBeLessThan(50);
  });

  it('answers 401 to a guest and 400 to a body that is not multipart', async () => {
    expect((await upload(undefined, [{ name: 'a.jpg', content: await photo(10, 10) }])).status).toBe(401);
    const json = await world.call('POST', '/api/v1/vendor/product-images', vendor, { images: [] });
    expect(json.status).toBe(400);
  });

  it('serves only safe nested paths', async () => {
    for (const bad of [
      `/api/v1/media/products/..%2F..%2Fjwt/keys.webp`,
      `/api/v1/media/products/not-a-uuid/1_0.webp`,
      `/api/v1/media/products/${vendor.id}/..%2F..%2Fx.webp`,
      `/api/v1/media/products/${vendor.id}/missing.webp`,
    ])
      expect({ bad, status: (await fetch(`${catalog.url}${bad}`)).status }).toEqual({ bad, status: 404 });
  });
});
