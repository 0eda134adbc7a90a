import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { demoProducts, productImageSvg, type DemoProduct } from '@ihe/demo-data';
import { loadCatalogSettings } from '../catalog.settings.js';
import { ProductImagesService } from '../product-images/product-images.service.js';
import { ProductsWriter } from '../products/products.writer.js';
import type { NewProduct } from '../products/product-input.js';

const IMAGES_AT_ONCE = 4;

/**
 * With SEED_DEMO_DATA=true and an empty catalog, writes the demo products through ProductsWriter (so
 * product.created events go out like for any product) with a drawn SVG image each. The vendors they
 * point at are identity's demo vendor accounts (same fixed ids, from @ihe/demo-data). Each drawing is stored
 * as its vendor's upload would be (WebP in the card's sizes).
 */
@Injectable()
export class DemoCatalogSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoCatalog');

  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: ProductsWriter,
    private readonly images: ProductImagesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const settings = loadCatalogSettings();
    if (!settings.SEED_DEMO_DATA) return;
    const created = await this.seed(settings.DEMO_PRODUCT_COUNT, settings.DEMO_SEED);
    if (created > 0) this.logger.log(`Seeded ${created} demo products`);
  }

  /** Seeds unless products exist; returns how many were created. Safe when several instances start at once. */
  async seed(count: number, seed: number): Promise<number> {
    // A session lock (not a transaction): the writer runs its own transaction inside.
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SELECT pg_advisory_lock(hashtext('catalog.demo-seed'))`);
      const [{ exists }]: Array<{ exists: boolean }> = await runner.query(
        `SELECT EXISTS (SELECT 1 FROM products) AS exists`,
      );
      if (exists) return 0;
      const products = demoProducts(count, seed);
      const inputs: NewProduct[] = [];
      // A few at a time: encoding is libvips' work on its own threads.
      for (let start = 0; start < products.length; start += IMAGES_AT_ONCE)
        inputs.push(
          ...(await Promise.all(
            products.slice(start, start + IMAGES_AT_ONCE).map((product) => this.withImage(product)),
          )),
        );
      await this.writer.createMany(inputs);
      return products.length;
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext('catalog.demo-seed'))`).catch(() => undefined);
      await runner.release();
    }
  }

  private async withImage(product: DemoProduct): Promise<NewProduct> {
    const image = await this.images.storeDrawn(product.vendorId, productImageSvg(product));
    return { ...product, imageUrls: [image.url] };
  }
}
