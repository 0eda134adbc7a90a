import { ModuleRef } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ServiceMetrics } from './service-metrics.js';

/** The route label of a request no route matched (404s): one series for any number of unknown paths. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Times every request of a Fastify app into its http_request_duration_seconds, labelled with the route
 * template Fastify matched (`/api/v1/orders/:id`), never the raw URL.
 */
export function observeHttpRequests(app: NestFastifyApplication): void {
  const metrics = metricsOf(app);
  if (!metrics) return;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
}

/** The app's ServiceMetrics; none in an app without PlatformModule (a bare test app): nothing to time. */
function metricsOf(app: NestFastifyApplication): ServiceMetrics | undefined {
  try {
    // Through ModuleRef: the app's own get() ends the process on a missing provider.
    return app.get(ModuleRef).get(ServiceMetrics, { strict: false });
  } catch {
    return undefined;
  }
}
