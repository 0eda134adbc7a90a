import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import {
  AuthModule,
  EXTRA_HEALTH_CHECKS,
  HealthController,
  KeyValueModule,
  loggingModule,
  MetricsModule,
} from '@ihe/platform';
import { ApiProxy } from './proxy/api-proxy.js';
import { ServiceClients } from './proxy/service-clients.js';
import { AuthRateLimiter } from './rate-limit/auth-rate-limiter.js';
import { upstreamHealthChecks } from './health/upstream-health.js';
import { LiveStreams } from './live-updates/live-streams.js';
import { LiveEventsSubscriber } from './live-updates/live-events.subscriber.js';
import { LiveUpdatesController } from './live-updates/live-updates.controller.js';
import { GatewayMetricsController } from './metrics/gateway-metrics.controller.js';

/** The gateway: one public surface in front of the services. */
@Module({
  imports: [
    loggingModule('gateway'),
    KeyValueModule.forRoot(),
    AuthModule.forService(),
    TerminusModule.forRoot({ logger: false }),
    // Its own request durations; served by GatewayMetricsController (METRICS_TOKEN) instead of the open route.
    MetricsModule.forService('gateway', { endpoint: false }),
  ],
  controllers: [HealthController, LiveUpdatesController, GatewayMetricsController],
  providers: [
    ServiceClients,
    AuthRateLimiter,
    ApiProxy,
    // Live order updates for open pages: bus → this replica's server-sent-event streams.
    LiveStreams,
    LiveEventsSubscriber,
    { provide: EXTRA_HEALTH_CHECKS, useFactory: upstreamHealthChecks, inject: [ServiceClients] },
  ],
})
export class GatewayModule {}
