import { Table, type TableColumnsType } from 'antd';
import { ScrollRegion } from '../../components/ScrollRegion.js';
import type { DailyFinancials } from '@ihe/contracts';
import { formatDate } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';

const money = (key: keyof DailyFinancials) => (_: unknown, day: DailyFinancials) =>
  formatNaira(Number(day[key]));

/** The daily rows (spec 2 §3), newest first, with the CSV's columns; scrolls sideways on a phone. */
export function DailyFinancialsTable({ days, loading }: { days: DailyFinancials[]; loading: boolean }) {
  const columns: TableColumnsType<DailyFinancials> = [
    { title: 'Date', key: 'date', width: 130, render: (_, day) => formatDate(`${day.periodDate}T12:00:00`) },
    { title: 'Revenue', key: 'revenue', align: 'right', width: 140, render: money('dailyRevenue') },
    { title: 'Orders', key: 'orders', align: 'right', width: 90, render: (_, day) => day.dailyOrders },
    { title: 'Company Profit', key: 'profit', align: 'right', width: 150, render: money('companyProfit') },
    {
      title: 'Vendor Earnings',
      key: 'earnings',
      align: 'right',
      width: 150,
      render: money('vendorEarnings'),
    },
    { title: 'Avg Order Value', key: 'aov', align: 'right', width: 150, render: money('averageOrderValue') },
  ];
  return (
    <ScrollRegion label="Daily financials table">
      <Table<DailyFinancials>
        rowKey="periodDate"
        columns={columns}
        dataSource={[...days].reverse()}
        loading={loading}
        size="middle"
        scroll={{ x: 810 }}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true, simple: true }}
        aria-label="Daily financials"
      />
    </ScrollRegion>
  );
}
