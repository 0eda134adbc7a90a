import { Module } from '@nestjs/common';
import { PlatformModule } from '@ihe/platform';
import { Product } from './products/product.entity.js';
import { ProductsController } from './products/products.controller.js';
import { ProductListingService } from './products/product-listing.service.js';
import { ProductsWriter } from './products/products.writer.js';
import { CategoriesController } from './categories/categories.controller.js';
import { CategoryCountsService } from './categories/category-counts.service.js';
import { CompanyProfitSetting } from './pricing/company-profit-setting.entity.js';
import { ProfitSettingsService } from './pricing/profit-settings.service.js';
import { Vendor } from './vendors/vendor.entity.js';
import { VendorEventsController } from './vendors/vendor-events.controller.js';
import { VendorProjectionService } from './vendors/vendor-projection.service.js';
import { ProductImageStore } from './media/product-image-store.js';
import { ProductMediaController } from './media/product-media.controller.js';
import { PublicListingCache } from './public-cache/public-listing-cache.js';
import { DemoCatalogSeeder } from './demo-data/demo-catalog.seeder.js';
import { StockLedger } from './stock-reservations/stock-ledger.js';
import { StockReservationsService } from './stock-reservations/stock-reservations.service.js';
import { StockReservationsController } from './stock-reservations/stock-reservations.controller.js';
import { OrderPlacedHandler } from './stock-reservations/order-placed.handler.js';
import { ReservationSweeper } from './stock-reservations/reservation-sweeper.js';
import { catalogMigrations } from './migrations/index.js';

/** catalog: products, pricing and profit settings, stock and its reservations, product images, vendor names projection. */
@Module({
  imports: [
    PlatformModule.forService({
      service: 'catalog',
      database: { entities: [Product, CompanyProfitSetting, Vendor], migrations: catalogMigrations },
      messaging: true,
    }),
  ],
  controllers: [
    ProductsController,
    CategoriesController,
    ProductMediaController,
    VendorEventsController,
    StockReservationsController,
    OrderPlacedHandler,
  ],
  providers: [
    ProductListingService,
    PublicListingCache,
    CategoryCountsService,
    ProfitSettingsService,
    ProductsWriter,
    VendorProjectionService,
    ProductImageStore,
    DemoCatalogSeeder,
    StockLedger,
    StockReservationsService,
    ReservationSweeper,
  ],
  exports: [ProductsWriter, PublicListingCache],
})
export class CatalogModule {}
