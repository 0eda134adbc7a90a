import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { IMAGE_STORAGE, type ImageStorage } from '../media/image-storage.js';
import { ProductImageEncoder } from './product-image-encoder.js';
import { uploadStem, variantKeys } from './product-image.rules.js';

const WEBP = 'image/webp';

/**
 * Uploads stored before the 320/640 variants existed get them, made from their web size: the API and the
 * web app assume every upload has them (contracts' productImageVariants). Runs in the background when
 * catalog starts; a storage with nothing missing costs one listing. Idempotent, so replicas starting
 * together only repeat each other's work.
 */
@Injectable()
export class ProductImageVariantsBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(ProductImageVariantsBackfill.name);

  constructor(
    private readonly encoder: ProductImageEncoder,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  onApplicationBootstrap(): void {
    void this.run().catch((error: unknown) =>
      this.logger.warn(`product image variants backfill failed: ${(error as Error).message}`),
    );
  }

  /** Makes every missing variant; answers how many uploads got theirs. */
  async run(): Promise<number> {
    const stored = new Set<string>();
    for await (const key of this.storage.keys()) stored.add(key);
    let filled = 0;
    for (const key of stored) {
      const stem = uploadStem(key);
      if (!stem) continue;
      const missing = variantKeys(stem).variants.filter((variant) => !stored.has(variant.key));
      if (missing.length === 0) continue;
      const web = await this.storage.get(key);
      if (!web) continue;
      const variants = await this.encoder.variants(web).catch(() => null);
      if (!variants) {
        this.logger.warn(`product image ${key} does not decode: no variants made`);
        continue;
      }
      for (const { key: variantKey, width } of missing)
        await this.storage.put(
          variantKey,
          variants.find((variant) => variant.width === width)!.content,
          WEBP,
        );
      filled += 1;
    }
    if (filled > 0) this.logger.log(`made the 320/640 variants of ${filled} earlier product images`);
    return filled;
  }
}
