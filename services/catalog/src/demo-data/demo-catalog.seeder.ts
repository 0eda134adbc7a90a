import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { demoProducts, productImageSvg, type DemoProduct } from '@ihe/demo-data';
import { loadCatalogSettings } from '../catalog.settings.js';
import { ProductImageStore } from '../media/product-image-store.js';
import { ProductsWriter } from '../products/products.writer.js';
import type { NewProduct } from '../products/product-input.js';

/**
 * With SEED_DEMO_DATA=true and an empty catalog, writes the demo products through ProductsWriter (so
 * product.created events go out like for any product) with a drawn SVG image each. The vendors they
 * point at are identity's demo vendor accounts (same fixed ids, from @ihe/demo-data).
 */
@Injectable()
export class DemoCatalogSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoCatalog');

  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: ProductsWriter,
    private readonly images: ProductImageStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const settings = loadCatalogSettings();
    if (!settings.SEED_DEMO_DATA) return;
    const created = await this.seed(settings.DEMO_PRODUCT_COUNT, settings.DEMO_SEED);
    if (created > 0) this.logger.log(`Seeded ${created} demo products (images in ${this.images.directory})`);
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
      for (const product of products) inputs.push(await this.withImage(product));
      await this.writer.createMany(inputs);
      return products.length;
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext('catalog.demo-seed'))`).catch(() => undefined);
      await runner.release();
    }
  }

  private async withImage(product: DemoProduct): Promise<NewProduct> {
    const url = await this.images.save(`${product.id}.svg`, productImageSvg(product));
    return { ...product, imageUrls: [url] };
  }
}
