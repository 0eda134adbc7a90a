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
import { loadCatalogSettings } from './catalog.settings.js';
import { IMAGE_STORAGE } from './media/image-storage.js';
import { S3ImageStorage } from './media/s3-image-storage.js';
import { ProfitSettingController } from './pricing/profit-setting.controller.js';
import { VendorProductsController } from './vendor-products/vendor-products.controller.js';
import { VendorProductsService } from './vendor-products/vendor-products.service.js';
import { VendorProductsReader } from './vendor-products/vendor-products.reader.js';
import { ProductImagesController } from './product-images/product-images.controller.js';
import { ProductImagesService } from './product-images/product-images.service.js';
import { ProductImageEncoder } from './product-images/product-image-encoder.js';
import { ProductImageVariantsBackfill } from './product-images/product-image-variants.backfill.js';
import { OrderStatusChangedHandler } from './order-sales/order-status-changed.handler.js';
import { ProductSalesService } from './order-sales/product-sales.service.js';
import { ProductSalesWriter } from './order-sales/product-sales.writer.js';
import { ProductAuditWriter } from './audit-log/product-audit.writer.js';
import { AuditLogController } from './audit-log/audit-log.controller.js';
import { AuditLogReader } from './audit-log/audit-log.reader.js';
import { AuditExportService } from './audit-log/audit-export.service.js';
import { StaffEventsHandler } from './staff/staff-events.handler.js';
import { StaffProjectionService } from './staff/staff-projection.service.js';
import { SalesManagerGuard } from './staff/sales-manager.guard.js';
import { SalesController } from './sales/sales.controller.js';
import { SalesReader } from './sales/sales.reader.js';
import { SalesProductsService } from './sales/sales-products.service.js';
import { UserStatusChangedHandler } from './deleted-vendors/user-status-changed.handler.js';
import { DeletedVendorProductsService } from './deleted-vendors/deleted-vendor-products.service.js';
import { DeletedVendorProductsReader } from './deleted-vendors/deleted-vendor-products.reader.js';

/** Local disk in the all-in-one mode; the S3-compatible bucket when S3_BUCKET is set (distributed mode). */
const imageStorage = {
  provide: IMAGE_STORAGE,
  inject: [ProductImageStore],
  useFactory: (local: ProductImageStore) => {
    const settings = loadCatalogSettings();
    return settings.S3_BUCKET ? new S3ImageStorage(settings) : local;
  },
};

/**
 * catalog: products (and the vendor's own), pricing and profit settings, stock and its reservations,
 * product images, products' sales figures from orders, vendor names projection, the sales-manager area
 * (staff projection, overview, product form), the product audit log, and a deleted vendor's products
 * leaving the shop.
 */
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
    OrderStatusChangedHandler,
    VendorProductsController,
    ProductImagesController,
    ProfitSettingController,
    StaffEventsHandler,
    SalesController,
    AuditLogController,
    UserStatusChangedHandler,
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
    VendorProductsService,
    VendorProductsReader,
    ProductImagesService,
    ProductImageEncoder,
    ProductImageVariantsBackfill,
    imageStorage,
    ProductSalesService,
    ProductSalesWriter,
    ProductAuditWriter,
    AuditLogReader,
    AuditExportService,
    StaffProjectionService,
    SalesManagerGuard,
    SalesReader,
    SalesProductsService,
    DeletedVendorProductsService,
    DeletedVendorProductsReader,
  ],
  exports: [ProductsWriter, PublicListingCache],
})
export class CatalogModule {}
