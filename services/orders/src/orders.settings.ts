import { z } from 'zod';
import { baseSettingsSchema, loadSettings, portSetting } from '@ihe/platform';

export const ordersSettingsSchema = baseSettingsSchema.extend({
  ORDERS_PORT: portSetting('orders'),
});

export type OrdersSettings = z.infer<typeof ordersSettingsSchema>;
export const loadOrdersSettings = (env: NodeJS.ProcessEnv = process.env) =>
  loadSettings('orders', ordersSettingsSchema, env);
