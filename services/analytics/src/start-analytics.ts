import type { INestApplication } from '@nestjs/common';
import { createServiceApp } from '@ihe/platform';
import { AnalyticsModule } from './analytics.module.js';
import { loadAnalyticsSettings } from './analytics.settings.js';

/** Starts analytics in this process (used by main.ts, the all-in-one launcher and tests). */
export async function startAnalytics(): Promise<INestApplication> {
  const settings = loadAnalyticsSettings();
  // consumeEvents: analytics lives on events alone (user.*, vendor.*, product.*, order.*, notification.*).
  return createServiceApp(AnalyticsModule, {
    service: 'analytics',
    port: settings.ANALYTICS_PORT,
    consumeEvents: true,
  });
}
