import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceMetrics, UNMATCHED_ROUTE } from '@ihe/platform';
import { ROUTE_RULES, ROUTE_TABLE } from '../proxy/route-table.js';

/** The route label of the web app's pages and files (every other GET): one series for them all. */
export const WEB_APP_ROUTE = '(web app)';

/**
 * A bounded route label for a gateway request: the route-table entry a proxied call matched (`/api/v1/orders/*`),
 * the Nest route it reached (`/health`), the web app, or unmatched. Never the raw URL.
 */
export function gatewayRouteOf(req: IncomingMessage & { route?: { path?: unknown } }): string {
  const url = req.url ?? '/';
  const path = url.split('?', 1)[0];
  const rule = ROUTE_RULES.find((candidate) => candidate.pattern.test(path));
  if (rule) return rule.pattern.source;
  const entry = ROUTE_TABLE.find((route) => path === route.prefix || path.startsWith(`${route.prefix}/`));
  if (entry) return path === entry.prefix ? entry.prefix : `${entry.prefix}/*`;
  if (typeof req.route?.path === 'string') return req.route.path;
  return path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')
    ? UNMATCHED_ROUTE
    : WEB_APP_ROUTE;
}

/** Times one request of the gateway's HTTP server into its http_request_duration_seconds. */
export function timeGatewayRequest(metrics: ServiceMetrics, req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  // 'close' comes for every request, also one the client gave up on (a live-updates stream).
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.observeRequest(req.method ?? 'GET', gatewayRouteOf(req), res.statusCode, seconds);
  });
}
