import { z } from 'zod';
import { baseSettingsSchema, loadSettings, portSetting } from '@ihe/platform';

export const ordersSettingsSchema = baseSettingsSchema.extend({
  ORDERS_PORT: portSetting('orders'),
  /**
   * How long an Idempotency-Key is remembered: the same key within this answers the first order; after
   * it, the key is forgotten (default 24 h; at least 5 min, well past a slow retry).
   */
  IDEMPOTENCY_KEY_RETENTION_MS: z.coerce
    .number()
    .int()
    .min(5 * 60_000)
    .default(24 * 3600_000),
});

export type OrdersSettings = z.infer<typeof ordersSettingsSchema>;
export const loadOrdersSettings = (env: NodeJS.ProcessEnv = process.env) =>
  loadSettings('orders', ordersSettingsSchema, env);
