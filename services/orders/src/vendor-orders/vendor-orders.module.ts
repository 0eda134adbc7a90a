import { Module } from '@nestjs/common';
import { OrderRecordsModule } from '../orders/order-records.module.js';
import { VendorDashboardController } from './vendor-dashboard.controller.js';
import { VendorDashboardReader } from './vendor-dashboard.reader.js';
import { VendorOrdersController } from './vendor-orders.controller.js';
import { VendorOrdersReader } from './vendor-orders.reader.js';

/** The vendor area's orders and dashboard: the vendor's own parts of orders, and acting on them. */
@Module({
  imports: [OrderRecordsModule],
  controllers: [VendorOrdersController, VendorDashboardController],
  providers: [VendorOrdersReader, VendorDashboardReader],
})
export class VendorOrdersModule {}
