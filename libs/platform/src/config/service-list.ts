/**
 * The one list of back-end services: each is the folder `services/<name>` (its package `@ihe/<name>`, whose
 * index exports `start<Name>` and `<Name>Module`) and its all-in-one port. Code that needs the services reads
 * this list (the launchers, the gateway's clients, the test setups, the API document, the system health);
 * the manifests that name each service (docker-compose, k8s, the gateway's routes) are checked against it by
 * tools/src/service-list/service-list.spec.ts, which names the file a new service is missing from.
 *
 * In start order: consumers before the producers they listen to, so each queue is bound before the first
 * events for it are published (analytics hears every producer and publishes nothing, so it starts first;
 * notifications hears orders and verification; orders hears catalog; catalog and verification hear
 * identity). identity also hears verification, which starts before it: that is safe, as verification
 * publishes only on an admin's decision, which needs the gateway, started last, in front of them. Queues
 * are durable and declared when their service subscribes, so once declared they keep events while it is down.
 */
export const BACKEND_SERVICES = [
  { name: 'analytics', port: 3105 },
  { name: 'notifications', port: 3106 },
  { name: 'orders', port: 3103 },
  { name: 'catalog', port: 3102 },
  { name: 'verification', port: 3104 },
  { name: 'identity', port: 3101 },
] as const;

export type BackendServiceName = (typeof BACKEND_SERVICES)[number]['name'];
export type ServiceName = 'gateway' | BackendServiceName;

/** Internal service addresses and ports; defaults serve the all-in-one mode. */
export const SERVICE_PORTS = {
  gateway: 3000,
  ...Object.fromEntries(BACKEND_SERVICES.map((service) => [service.name, service.port])),
} as Record<ServiceName, number>;

export const BACKEND_SERVICE_NAMES: readonly BackendServiceName[] = BACKEND_SERVICES.map(
  (service) => service.name,
);

/** `orders` → `Orders`: the name in a service's exports (`startOrders`, `OrdersModule`). */
export const exportedName = (service: BackendServiceName): string =>
  service.charAt(0).toUpperCase() + service.slice(1);
