import type { INestApplication } from '@nestjs/common';
import { createServiceApp } from '@ihe/platform';
import { OrdersModule } from './orders.module.js';
import { loadOrdersSettings } from './orders.settings.js';

/** Starts orders in this process (used by main.ts, the all-in-one launcher and tests). */
export async function startOrders(): Promise<INestApplication> {
  const settings = loadOrdersSettings();
  // consumeEvents: catalog's product events feed the local product projection.
  return createServiceApp(OrdersModule, {
    service: 'orders',
    port: settings.ORDERS_PORT,
    consumeEvents: true,
  });
}
