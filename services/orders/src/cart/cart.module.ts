import { Module } from '@nestjs/common';
import { CatalogProjectionModule } from '../catalog-projection/catalog-projection.module.js';
import { CartController } from './cart.controller.js';
import { CartService } from './cart.service.js';
import { CartViewReader } from './cart-view.reader.js';
import { CartLineAdder } from './cart-line-adder.js';

/** The consumer's cart (checkout will read it through CartViewReader / CartService). */
@Module({
  imports: [CatalogProjectionModule],
  controllers: [CartController],
  providers: [CartService, CartViewReader, CartLineAdder],
  exports: [CartService, CartViewReader],
})
export class CartModule {}
