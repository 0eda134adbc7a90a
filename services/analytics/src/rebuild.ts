import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AnalyticsModule } from './analytics.module.js';
import { RebuildService } from './event-log/rebuild.service.js';

/**
 * Operator command: `node services/analytics/dist/rebuild.js` (same environment as the service) empties the
 * projections and re-applies the event log. Safe while the service runs: live events wait for it.
 */
const app = await NestFactory.createApplicationContext(AnalyticsModule, { bufferLogs: true });
try {
  const replayed = await app.get(RebuildService).rebuild();
  console.log(`analytics: projections rebuilt from ${replayed} logged events`);
} finally {
  await app.close();
}
