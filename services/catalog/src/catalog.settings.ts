import { z } from 'zod';
import { baseSettingsSchema, loadSettings, portSetting } from '@ihe/platform';

const flag = z
  .enum(['true', 'false', ''])
  .default('false')
  .transform((value) => value === 'true');

export const catalogSettingsSchema = baseSettingsSchema.extend({
  CATALOG_PORT: portSetting('catalog'),
  /** Seed the demo products (and their images) when the catalog is empty. */
  SEED_DEMO_DATA: flag,
  DEMO_PRODUCT_COUNT: z.coerce.number().int().min(1).max(100_000).default(60),
  DEMO_SEED: z.coerce.number().int().default(2026),
});

export type CatalogSettings = z.infer<typeof catalogSettingsSchema>;
export const loadCatalogSettings = (env: NodeJS.ProcessEnv = process.env) =>
  loadSettings('catalog', catalogSettingsSchema, env);
