import type { INestApplication } from '@nestjs/common';
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
  });
}
