import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VendorDashboardResponse } from '@ihe/contracts';
import { VendorOrdersReader } from './vendor-orders.reader.js';

/** Days are counted in the market's time (Nigeria, UTC+1 all year): an order at 00:30 Lagos is that day's. */
const MARKET_TIME_ZONE = 'Africa/Lagos';
const CHART_DAYS = 30;
const RECENT_ORDERS = 5; // spec 2 §9
const TOP_PRODUCTS = 5;

/**
 * The vendor dashboard's figures (spec 2 §3 vendor stats and recent orders), from the vendor's own lines.
 * Total Revenue is what its non-cancelled lines sold for at the customer's (display) price; Account
 * Value is what the vendor earns from them, its base price × quantity (spec 2 §9: the vendor earns the
 * base price). A declined or cancelled part counts in Total Orders (the order did contain its products)
 * but brings no money. Active products: its live products (in orders' catalog projection) with stock.
 */
@Injectable()
export class VendorDashboardReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: VendorOrdersReader,
  ) {}

  async read(vendorId: string): Promise<VendorDashboardResponse> {
    const [stats, recent, revenueByDay, topProducts] = await Promise.all([
      this.stats(vendorId),
      this.orders.list(vendorId, { search: null, status: null, page: 1, pageSize: RECENT_ORDERS }),
      this.revenueByDay(vendorId),
      this.topProducts(vendorId),
    ]);
    return {
      stats,
      recentOrders: recent.items.map((order) => ({
        orderId: order.orderId,
        reference: order.reference,
        customerName: order.customer.fullName,
        itemsCount: order.itemsCount,
        totalAmount: order.totalAmount,
        status: order.status,
        orderDate: order.createdAt,
      })),
      revenueByDay,
      topProducts,
    };
  }

  private async stats(vendorId: string): Promise<VendorDashboardResponse['stats']> {
    const [row]: Array<{ revenue: string; value: string; orders: number; products: number }> =
      await this.dataSource.query(
        `SELECT COALESCE(sum(i.total_price) FILTER (WHERE f.status <> 'cancelled'), 0) AS revenue,
                COALESCE(round(sum(i.base_price * i.quantity) FILTER (WHERE f.status <> 'cancelled'), 2), 0) AS value,
                count(DISTINCT f.id)::int AS orders,
                (SELECT count(*)::int FROM product_snapshots p
                  WHERE p.vendor_id = $1 AND p.stock_quantity > 0 AND NOT p.deleted AND p.name IS NOT NULL) AS products
           FROM order_fulfilments f JOIN order_items i ON i.fulfilment_id = f.id
          WHERE f.vendor_id = $1`,
        [vendorId],
      );
    return {
      totalRevenue: Number(row.revenue),
      totalOrders: row.orders,
      activeProducts: row.products,
      accountValue: Number(row.value),
    };
  }

  /** The last 30 market days, oldest first, every day present: its non-cancelled parts by order date. */
  private async revenueByDay(vendorId: string): Promise<VendorDashboardResponse['revenueByDay']> {
    const rows: Array<{ date: string; revenue: string; orders: number }> = await this.dataSource.query(
      `WITH today AS (SELECT (now() AT TIME ZONE $2)::date AS day),
       days AS (
         SELECT d::date AS day FROM today, generate_series(today.day - ($3::int - 1), today.day, interval '1 day') AS d),
       sold AS (
         SELECT (f.created_at AT TIME ZONE $2)::date AS day, count(DISTINCT f.id)::int AS orders,
                sum(i.total_price) AS revenue
           FROM today, order_fulfilments f JOIN order_items i ON i.fulfilment_id = f.id
          WHERE f.vendor_id = $1 AND f.status <> 'cancelled'
            AND f.created_at >= (today.day - ($3::int - 1))::timestamp AT TIME ZONE $2
          GROUP BY 1)
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, COALESCE(sold.revenue, 0) AS revenue,
              COALESCE(sold.orders, 0) AS orders
         FROM days LEFT JOIN sold USING (day) ORDER BY days.day`,
      [vendorId, MARKET_TIME_ZONE, CHART_DAYS],
    );
    return rows.map((row) => ({ date: row.date, revenue: Number(row.revenue), orders: row.orders }));
  }

  /** Its 5 best-selling products by revenue (non-cancelled lines), named as last sold. */
  private async topProducts(vendorId: string): Promise<VendorDashboardResponse['topProducts']> {
    const rows: Array<{ product_id: string; name: string; revenue: string; quantity: string }> =
      await this.dataSource.query(
        `SELECT i.product_id, (array_agg(i.product_name ORDER BY f.created_at DESC))[1] AS name,
                sum(i.total_price) AS revenue, sum(i.quantity) AS quantity
           FROM order_fulfilments f JOIN order_items i ON i.fulfilment_id = f.id
          WHERE f.vendor_id = $1 AND f.status <> 'cancelled'
          GROUP BY i.product_id ORDER BY revenue DESC, name, i.product_id LIMIT $2`,
        [vendorId, TOP_PRODUCTS],
      );
    return rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      revenue: Number(row.revenue),
      quantity: Number(row.quantity),
    }));
  }
}
