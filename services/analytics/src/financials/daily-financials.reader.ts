import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DailyFinancials } from '@ihe/contracts';
import { queryPrepared } from '@ihe/platform';
import { averageOrderValue } from '../ledger/ledger.rules.js';
import { addDays, type DateRange } from './date-range.rules.js';

interface DayRow {
  day: string;
  revenue: number;
  orders: number;
  company_profit: number;
  vendor_earnings: number;
  [key: string]: unknown;
}

/**
 * Daily financials from the daily aggregates (never the ledger): every day of the period, oldest first. The
 * database reads only the days that have figures (a range scan of the primary key); the days between are
 * filled here with zeros.
 */
@Injectable()
export class DailyFinancialsReader {
  constructor(private readonly dataSource: DataSource) {}

  async days(range: DateRange): Promise<DailyFinancials[]> {
    const { rows } = await queryPrepared<DayRow>(
      this.dataSource,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, revenue::float8 AS revenue, orders,
              company_profit::float8 AS company_profit, vendor_earnings::float8 AS vendor_earnings
         FROM daily_financials WHERE day BETWEEN $1::date AND $2::date ORDER BY day`,
      [range.from, range.to],
    );
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return Array.from({ length: range.days }, (_, i) => {
      const day = addDays(range.from, i);
      const row = byDay.get(day);
      return {
        periodDate: day,
        dailyRevenue: row?.revenue ?? 0,
        dailyOrders: row?.orders ?? 0,
        companyProfit: row?.company_profit ?? 0,
        vendorEarnings: row?.vendor_earnings ?? 0,
        averageOrderValue: row ? averageOrderValue(row.revenue, row.orders) : 0,
      };
    });
  }
}
