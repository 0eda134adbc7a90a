export { OrdersModule } from './orders.module.js';
export { startOrders } from './start-orders.js';
export { loadOrdersSettings } from './orders.settings.js';
export { OrderLifecycleService } from './orders/order-lifecycle.service.js';
