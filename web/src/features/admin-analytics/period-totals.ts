import type { DailyFinancials } from '@ihe/contracts';

export interface PeriodTotals {
  revenue: number;
  orders: number;
  companyProfit: number;
  vendorEarnings: number;
  averageOrderValue: number;
}

/** The period's totals from its daily rows; the average is the period's revenue over its orders. */
export function periodTotals(days: DailyFinancials[]): PeriodTotals {
  const sum = (pick: (day: DailyFinancials) => number) => days.reduce((total, day) => total + pick(day), 0);
  const revenue = sum((day) => day.dailyRevenue);
  const orders = sum((day) => day.dailyOrders);
  return {
    revenue,
    orders,
    companyProfit: sum((day) => day.companyProfit),
    vendorEarnings: sum((day) => day.vendorEarnings),
    averageOrderValue: orders === 0 ? 0 : Math.round(revenue / orders),
  };
}
