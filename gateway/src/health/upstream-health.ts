import type { ExtraHealthCheck } from '@ihe/platform';
import type { ServiceClients } from '../proxy/service-clients.js';
import { ROUTE_TABLE } from '../proxy/route-table.js';

/** The gateway is healthy when the services it routes to answer their own /health. */
export function upstreamHealthChecks(clients: ServiceClients): ExtraHealthCheck[] {
  const services = [...new Set(ROUTE_TABLE.map((route) => route.service))];
  return services.map((service) => ({
    key: service,
    run: async () => {
      const answer = await clients
        .pool(service)
        .request({ method: 'GET', path: '/health', headersTimeout: 3000 });
      await answer.body.dump();
      return answer.statusCode === 200;
    },
  }));
}
