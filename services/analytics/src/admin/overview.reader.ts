import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminOverview } from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';
import { lagosDay } from '../ledger/ledger.rules.js';

type Figures = Omit<AdminOverview, 'systemHealthScore' | 'healthSignals'>;

/**
 * The overview's figures (spec 2 §3 admin overview), from the daily aggregates and the projections in one
 * round trip; the people and product counts are kept by triggers (migration 1730000000510). Revenue is what
 * customers pay (line revenue plus delivery fees, the spec's total_amount); company profit and vendor earnings
 * are of the lines alone, so revenue = profit + earnings + fees.
 * Products: active above 0 kg, low stock 10 kg or less (spec 2 §4, §9).
 */
const SQL = `
  WITH money AS (
    SELECT coalesce(sum(revenue), 0)::float8 AS total_revenue,
           coalesce(sum(revenue) FILTER (WHERE day = $1::date), 0)::float8 AS revenue_today,
           coalesce(sum(revenue) FILTER (WHERE day >= date_trunc('month', $1::date)), 0)::float8 AS revenue_month,
           coalesce(sum(orders), 0)::int AS total_orders,
           coalesce(sum(orders) FILTER (WHERE day = $1::date), 0)::int AS orders_today,
           coalesce(sum(company_profit), 0)::float8 AS company_profit,
           coalesce(sum(vendor_earnings), 0)::float8 AS vendor_earnings
      FROM daily_financials),
  people AS (
    SELECT total_users::int, consumers::int, vendors::int, sales_managers::int,
           pending_verifications::int AS pending_verifications
      FROM user_counts),
  stock AS (
    SELECT total_products::int, active_products::int, low_stock_products::int AS low_stock
      FROM product_counts)
  SELECT * FROM money, people, stock`;

interface Row {
  [key: string]: number;
}

@Injectable()
export class OverviewReader {
  constructor(private readonly dataSource: DataSource) {}

  async figures(now = new Date()): Promise<Figures> {
    const { rows } = await queryPrepared<Row>(this.dataSource, SQL, [lagosDay(now)]);
    const r = rows[0];
    return {
      totalRevenue: r.total_revenue,
      revenueToday: r.revenue_today,
      revenueThisMonth: r.revenue_month,
      totalUsers: r.total_users,
      totalConsumers: r.consumers,
      totalVendors: r.vendors,
      totalSalesManagers: r.sales_managers,
      totalOrders: r.total_orders,
      ordersToday: r.orders_today,
      totalProducts: r.total_products,
      activeProducts: r.active_products,
      lowStockProducts: r.low_stock,
      pendingVendorVerifications: r.pending_verifications,
      companyProfitTotal: r.company_profit,
      vendorEarningsTotal: r.vendor_earnings,
    };
  }
}
