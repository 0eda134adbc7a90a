import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrderItemName } from '../order-notifications/order-notification-run.entity.js';

/** The order's product and vendor names kept from its order.placed ([] when it was never seen). */
@Injectable()
export class OrderItemNamesReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(orderId: string): Promise<OrderItemName[]> {
    const rows: Array<{ items: OrderItemName[] | null }> = await this.dataSource.query(
      `SELECT items FROM order_notification_runs WHERE order_id = $1`,
      [orderId],
    );
    return rows[0]?.items ?? [];
  }
}
