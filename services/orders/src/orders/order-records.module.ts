import { Module } from '@nestjs/common';
import { OrdersController } from './orders.controller.js';
import { OrdersReader } from './orders.reader.js';
import { OrderLifecycleService } from './order-lifecycle.service.js';
import { OrderStatusWriter } from './order-status.writer.js';

/** Placed orders: the consumer's order history and cancel, and every status change with its event. */
@Module({
  controllers: [OrdersController],
  providers: [OrdersReader, OrderStatusWriter, OrderLifecycleService],
  exports: [OrdersReader, OrderLifecycleService],
})
export class OrderRecordsModule {}
