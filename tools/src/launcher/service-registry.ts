import type { INestApplication } from '@nestjs/common';
import type { ServiceName } from '@ihe/platform';

export interface RunnableService {
  name: Exclude<ServiceName, 'gateway'>;
  /** Starts the service's Nest app inside this process (all-in-one mode). */
  start: () => Promise<INestApplication>;
  /** Its own entry point as a separate process (distributed mode), relative to the repo root. */
  main: string;
}

/**
 * Every back-end service, in start order: consumers before the producers they listen to, so each queue
 * is bound before the first events for it are published (analytics hears every producer and publishes nothing, so it
 * starts first; notifications hears orders and verification; orders hears
 * catalog; catalog and verification hear identity). identity also hears verification, which starts before it: that is
 * safe, as verification publishes only on an admin's decision, which needs the gateway, started last, in front of them.
 * Queues are durable and declared when their service subscribes, so once declared they keep events while it is down.
 */
export const SERVICES: RunnableService[] = [
  {
    name: 'analytics',
    start: async () => (await import('@ihe/analytics')).startAnalytics(),
    main: 'services/analytics/dist/main.js',
  },
  {
    name: 'notifications',
    start: async () => (await import('@ihe/notifications')).startNotifications(),
    main: 'services/notifications/dist/main.js',
  },
  {
    name: 'orders',
    start: async () => (await import('@ihe/orders')).startOrders(),
    main: 'services/orders/dist/main.js',
  },
  {
    name: 'catalog',
    start: async () => (await import('@ihe/catalog')).startCatalog(),
    main: 'services/catalog/dist/main.js',
  },
  {
    name: 'verification',
    start: async () => (await import('@ihe/verification')).startVerification(),
    main: 'services/verification/dist/main.js',
  },
  {
    name: 'identity',
    start: async () => (await import('@ihe/identity')).startIdentity(),
    main: 'services/identity/dist/main.js',
  },
];
