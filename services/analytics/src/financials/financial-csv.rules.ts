import { FINANCIAL_CSV_COLUMNS, type DailyFinancials } from '@ihe/contracts';

/** Money in the CSV: two decimals, no thousands separators (spreadsheets read it as a number). */
const money = (n: number) => n.toFixed(2);

/** The financial CSV (spec 2 §9 columns), one row per day, oldest first; CRLF line ends (RFC 4180). */
export function financialCsv(rows: DailyFinancials[]): string {
  const lines = [FINANCIAL_CSV_COLUMNS.join(',')];
  for (const row of rows)
    lines.push(
      [
        row.periodDate,
        money(row.dailyRevenue),
        String(row.dailyOrders),
        money(row.companyProfit),
        money(row.vendorEarnings),
        money(row.averageOrderValue),
      ].join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** The download's name carries its period. */
export const financialCsvFileName = (from: string, to: string) => `ihe-financials-${from}-to-${to}.csv`;
