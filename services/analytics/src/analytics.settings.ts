import { z } from 'zod';
import { baseSettingsSchema, loadSettings, portSetting } from '@ihe/platform';

export const analyticsSettingsSchema = baseSettingsSchema.extend({
  ANALYTICS_PORT: portSetting('analytics'),
});

export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;
export const loadAnalyticsSettings = (env: NodeJS.ProcessEnv = process.env) =>
  loadSettings('analytics', analyticsSettingsSchema, env);
