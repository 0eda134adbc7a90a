import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DailyFinancials } from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';
import { averageOrderValue } from '../ledger/ledger.rules.js';
import type { DateRange } from './date-range.rules.js';

interface DayRow {
  day: string;
  revenue: number;
  orders: number;
  company_profit: number;
  vendor_earnings: number;
  [key: string]: unknown;
}

/** Daily financials from the daily aggregates (never the ledger): every day of the period, oldest first. */
@Injectable()
export class DailyFinancialsReader {
  constructor(private readonly dataSource: DataSource) {}

  async days(range: DateRange): Promise<DailyFinancials[]> {
    const { rows } = await queryPrepared<DayRow>(
      this.dataSource,
      `SELECT to_char(g.day, 'YYYY-MM-DD') AS day, coalesce(d.revenue, 0)::float8 AS revenue,
              coalesce(d.orders, 0)::int AS orders, coalesce(d.company_profit, 0)::float8 AS company_profit,
              coalesce(d.vendor_earnings, 0)::float8 AS vendor_earnings
         FROM generate_series($1::date, $2::date, interval '1 day') AS g(day)
         LEFT JOIN daily_financials d ON d.day = g.day::date
        ORDER BY g.day`,
      [range.from, range.to],
    );
    return rows.map((row) => ({
      periodDate: row.day,
      dailyRevenue: row.revenue,
      dailyOrders: row.orders,
      companyProfit: row.company_profit,
      vendorEarnings: row.vendor_earnings,
      averageOrderValue: averageOrderValue(row.revenue, row.orders),
    }));
  }
}
