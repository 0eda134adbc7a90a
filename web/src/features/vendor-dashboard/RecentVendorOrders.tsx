import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { ScrollRegion } from '../../components/ScrollRegion.js';
import type { VendorDashboardResponse } from '@ihe/contracts';
import { LinkButton } from '../../components/LinkButton.js';
import { formatDate } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';
import { OrderStatusTag } from '../consumer-orders/OrderStatusTag.js';
import { vendorOrderDetailsPath } from '../vendor-orders/vendor-order-filters.js';

type RecentOrder = VendorDashboardResponse['recentOrders'][number];

const COLUMNS: TableColumnsType<RecentOrder> = [
  {
    title: 'Order',
    dataIndex: 'reference',
    key: 'reference',
    render: (ref: string) => <strong>{ref}</strong>,
  },
  { title: 'Customer', dataIndex: 'customerName', key: 'customer' },
  { title: 'Items', dataIndex: 'itemsCount', key: 'items', align: 'right' },
  { title: 'Total', dataIndex: 'totalAmount', key: 'total', align: 'right', render: formatNaira },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status) => <OrderStatusTag status={status} />,
  },
  { title: 'Date', dataIndex: 'orderDate', key: 'date', render: formatDate },
  {
    title: 'Actions',
    key: 'actions',
    render: (_, order) => (
      <LinkButton
        size="small"
        to={vendorOrderDetailsPath(order.orderId)}
        aria-label={`View ${order.reference}`}
      >
        View
      </LinkButton>
    ),
  },
];

/** The 5 newest orders with the vendor's lines (spec 2 §2, §9); scrolls sideways on phones. */
export function RecentVendorOrders({ orders, loading }: { orders: RecentOrder[]; loading: boolean }) {
  return (
    <Card
      title="Recent Orders"
      extra={
        <LinkButton type="link" to="/vendor-dashboard/orders">
          View all
        </LinkButton>
      }
      styles={{ body: { padding: 0 } }}
    >
      <ScrollRegion label="Recent orders table">
        <Table<RecentOrder>
          aria-label="Recent orders"
          rowKey="orderId"
          columns={COLUMNS}
          dataSource={orders}
          loading={loading}
          pagination={false}
          scroll={{ x: 720 }}
          size="middle"
          locale={{ emptyText: <Empty description="No orders yet" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        />
      </ScrollRegion>
    </Card>
  );
}
