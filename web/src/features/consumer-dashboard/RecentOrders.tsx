import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { consumerOrderRef, type OrderView } from '@ihe/contracts';
import { useNavigate } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton.js';
import { formatDateTime } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';
import { OrderStatusTag } from '../consumer-orders/OrderStatusTag.js';
import { trackOrderPath } from '../consumer-orders/order-filters.js';
import { DASHBOARD_MESSAGES } from './dashboard-messages.js';
import './consumer-dashboard.css';

const itemsText = (order: OrderView) => {
  const count = order.items.length;
  return count === 1 ? '1 item' : `${count} items`;
};

/** The 3 most recent orders, each with Track Order (spec 2 §2). */
export function RecentOrders({ orders, loading }: { orders: OrderView[]; loading: boolean }) {
  const navigate = useNavigate();
  return (
    <Card
      title="Recent Orders"
      extra={
        <LinkButton type="link" to="/consumer-dashboard/orders" style={{ paddingInline: 0 }}>
          View All
        </LinkButton>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : orders.length === 0 ? (
        <Empty description={DASHBOARD_MESSAGES.noOrders}>
          <LinkButton type="primary" to="/shop">
            Start Shopping
          </LinkButton>
        </Empty>
      ) : (
        <ul className="ihe-recent-orders" aria-label="Recent orders">
          {orders.map((order) => (
            <li key={order.id}>
              <Flex justify="space-between" align="center" gap={12} wrap>
                <div style={{ minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong>{consumerOrderRef(order.id)}</Typography.Text>
                    <OrderStatusTag status={order.status} />
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {formatDateTime(order.createdAt)} · {itemsText(order)}
                  </Typography.Text>
                </div>
                <Flex gap={12} align="center">
                  <Typography.Text strong>{formatNaira(order.totalAmount)}</Typography.Text>
                  <Button
                    onClick={() => navigate(trackOrderPath(order.id))}
                    aria-label={`Track Order ${consumerOrderRef(order.id)}`}
                  >
                    Track Order
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
