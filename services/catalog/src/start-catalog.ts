import type { INestApplication } from '@nestjs/common';
import { PRODUCT_IMAGES_UPLOAD_MAX_BYTES } from '@ihe/contracts';
import { createServiceApp } from '@ihe/platform';
import { CatalogModule } from './catalog.module.js';
import { loadCatalogSettings } from './catalog.settings.js';

/** Starts catalog in this process (used by main.ts, the all-in-one launcher, the seed command and tests). */
export async function startCatalog(): Promise<INestApplication> {
  const settings = loadCatalogSettings();
  return createServiceApp(CatalogModule, {
    service: 'catalog',
    port: settings.CATALOG_PORT,
    consumeEvents: true,
    // Multipart bodies reach the image upload whole, up to room for one image more than allowed.
    uploads: [{ path: '/api/v1/vendor/product-images', maxBytes: PRODUCT_IMAGES_UPLOAD_MAX_BYTES }],
  });
}
