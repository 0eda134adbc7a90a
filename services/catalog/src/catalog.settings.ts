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
  /** A stock reservation not confirmed by its order within this long is released (default 15 min). */
  RESERVATION_TTL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(15 * 60_000),
  /** How often expired reservations are looked for (default 30 s). */
  RESERVATION_SWEEP_MS: z.coerce.number().int().min(50).default(30_000),
  /**
   * Product images go to this S3-compatible bucket when it is set (the distributed mode, MinIO in
   * docker-compose), to local disk under DATA_DIR otherwise (the all-in-one mode).
   */
  S3_BUCKET: z.string().default(''),
  S3_ENDPOINT: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** The public base URL of the bucket's objects (default: {S3_ENDPOINT}/{S3_BUCKET}, path style). */
  S3_PUBLIC_URL: z.string().default(''),
});

export type CatalogSettings = z.infer<typeof catalogSettingsSchema>;
export const loadCatalogSettings = (env: NodeJS.ProcessEnv = process.env) =>
  loadSettings('catalog', catalogSettingsSchema, env);
