import { Module } from '@nestjs/common';
import { PlatformModule } from '@ihe/platform';
import { ProductSnapshot } from './catalog-projection/product-snapshot.entity.js';
import { CatalogProjectionModule } from './catalog-projection/catalog-projection.module.js';
import { CartLine } from './cart/cart-line.entity.js';
import { CartModule } from './cart/cart.module.js';
import { ordersMigrations } from './migrations/index.js';

/**
 * orders: carts, checkout, orders, status transitions. One feature module per area (checkout/ and
 * orders/ join here); entities are listed explicitly because apps share a process in all-in-one mode.
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
  ],
})
export class OrdersModule {}
