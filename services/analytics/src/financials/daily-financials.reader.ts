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

/** How many periods are remembered for one version of the aggregates (the admin's few periods, and then some). */
const REMEMBERED_PERIODS = 64;

/**
 * Daily financials from the daily aggregates (never the ledger): every day of the period, oldest first. The
 * database reads only the days that have figures (a range scan of the primary key); the days between are
 * filled here with zeros.
 *
 * A period's answer is remembered against the aggregates' version: the sum of their rows' xmin (the id of
 * the transaction that last wrote each row). Any committed insert or update gives its row a newer, larger
 * xmin, and a rebuild writes every row anew, so the version changes with every change and a remembered
 * answer is only given while nothing changed. Reading it is a scan of one row per day (a few hundred) in
 * place of building the period's rows.
 */
@Injectable()
export class DailyFinancialsReader {
  private remembered = { version: '', periods: new Map<string, DailyFinancials[]>() };

  constructor(private readonly dataSource: DataSource) {}

  async days(range: DateRange): Promise<DailyFinancials[]> {
    const version = await this.version();
    if (version !== this.remembered.version || this.remembered.periods.size >= REMEMBERED_PERIODS)
      this.remembered = { version, periods: new Map() };
    const key = `${range.from}/${range.to}`;
    const known = this.remembered.periods.get(key);
    if (known) return known;
    const days = await this.read(range);
    // Read at or after the version's snapshot: if something changed meanwhile, the next version differs.
    if (this.remembered.version === version) this.remembered.periods.set(key, days);
    return days;
  }

  private async version(): Promise<string> {
    const { rows } = await queryPrepared<{ version: string }>(
      this.dataSource,
      `SELECT count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text AS version FROM daily_financials`,
      [],
    );
    return rows[0].version;
  }

  private async read(range: DateRange): Promise<DailyFinancials[]> {
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
