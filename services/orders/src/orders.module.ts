import { Module } from '@nestjs/common';
import { PlatformModule } from '@ihe/platform';
import { ProductSnapshot } from './catalog-projection/product-snapshot.entity.js';
import { CatalogProjectionModule } from './catalog-projection/catalog-projection.module.js';
import { CartLine } from './cart/cart-line.entity.js';
import { CartModule } from './cart/cart.module.js';
import { CustomerProjectionModule } from './customer-projection/customer-projection.module.js';
import { OrderRecordsModule } from './orders/order-records.module.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { VendorOrdersModule } from './vendor-orders/vendor-orders.module.js';
import { ordersMigrations } from './migrations/index.js';

/**
 * orders: carts, checkout, orders, status transitions, the vendor's orders and dashboard. One feature module per area; entities are listed
 * explicitly because apps share a process in all-in-one mode (orders/ and checkout/ use plain SQL).
 */
@Module({
  imports: [
    PlatformModule.forService({
      service: 'orders',
      database: { entities: [ProductSnapshot, CartLine], migrations: ordersMigrations },
      messaging: true,
    }),
    CatalogProjectionModule,
    CartModule,
    CustomerProjectionModule,
    OrderRecordsModule,
    CheckoutModule,
    VendorOrdersModule,
  ],
})
export class OrdersModule {}
