import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatKg, type VendorStatementDay, type VendorStatementOrder } from '@ihe/contracts';
import { formatDate } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';

/** A Lagos day (yyyy-mm-dd) read at its noon, so no time zone moves it to another date. */
const dayLabel = (date: string) => formatDate(`${date}T12:00:00`);

const ORDER_COLUMNS: TableColumnsType<VendorStatementOrder> = [
  {
    title: 'Order',
    key: 'order',
    width: 120,
    render: (_, order) => (
      <>
        <strong>{order.orderNumber}</strong>
        <br />
        <Typography.Text type="secondary">{dayLabel(order.date)}</Typography.Text>
        <br />
        {order.status === 'earned' ? <Tag color="green">Earned</Tag> : <Tag color="red">Reversed</Tag>}
      </>
    ),
  },
  {
    title: 'Products',
    key: 'products',
    render: (_, order) =>
      order.lines.map((line, i) => (
        <div key={`${line.productId ?? ''}-${i}`}>
          {line.productName || 'Product'} · {formatKg(line.quantity)} kg
        </div>
      )),
  },
  {
    title: 'Earnings',
    key: 'earnings',
    align: 'right',
    width: 100,
    render: (_, order) => <strong>{formatNaira(order.earnings)}</strong>,
  },
];

/** The period's orders, newest first, five a page; three columns, so the earnings stay in view on a phone. */
export function StatementOrdersTable({ orders }: { orders: VendorStatementOrder[] }) {
  return (
    <Table<VendorStatementOrder>
      aria-label="Earnings by order"
      rowKey="orderId"
      columns={ORDER_COLUMNS}
      dataSource={orders}
      size="small"
      pagination={{ pageSize: 5, showSizeChanger: false, hideOnSinglePage: true, simple: true }}
    />
  );
}

const DAY_COLUMNS: TableColumnsType<VendorStatementDay> = [
  { title: 'Date', key: 'date', render: (_, day) => dayLabel(day.date) },
  { title: 'Orders', dataIndex: 'orders', key: 'orders', align: 'right' },
  {
    title: 'Earnings',
    key: 'earnings',
    align: 'right',
    render: (_, day) => <strong>{formatNaira(day.earnings)}</strong>,
  },
];

/** The days that had orders, newest first (a day whose only order was reversed shows 0 and ₦0). */
export function StatementDaysTable({
  days,
  orders,
}: {
  days: VendorStatementDay[];
  orders: VendorStatementOrder[];
}) {
  const dates = new Set(orders.map((order) => order.date));
  const active = days.filter((day) => dates.has(day.date)).reverse();
  return (
    <Table<VendorStatementDay>
      aria-label="Earnings by day"
      rowKey="date"
      columns={DAY_COLUMNS}
      dataSource={active}
      size="small"
      pagination={{ pageSize: 7, showSizeChanger: false, hideOnSinglePage: true, simple: true }}
    />
  );
}
