import { Button, Card, Divider, Flex, Typography } from 'antd';
import { AimOutlined, FileTextOutlined, RedoOutlined } from '@ant-design/icons';
import { consumerOrderRef, type OrderView } from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';
import { LinkButton } from '../../components/LinkButton.js';
import { formatDeliveryFee, formatNaira } from '../../components/money.js';
import { formatKg } from '../catalog/product-format.js';
import { invoicePath } from './order-filters.js';
import { OrderStatusTag } from './OrderStatusTag.js';

interface Props {
  order: OrderView;
  onTrack: (order: OrderView) => void;
  onReorder: (order: OrderView) => void;
  reordering: boolean;
  reorderDisabled: boolean;
}

/** One order in the history (spec 2 §2): date and time, lines, total, Track, Invoice and Reorder. */
export function OrderCard({ order, onTrack, onReorder, reordering, reorderDisabled }: Props) {
  const ref = consumerOrderRef(order.id);
  return (
    <Card
      size="small"
      aria-label={`Order ${ref}`}
      role="article"
      title={
        <Flex gap={8} align="center" wrap style={{ paddingBlock: 8 }}>
          <Typography.Text strong>{ref}</Typography.Text>
          <OrderStatusTag status={order.status} />
        </Flex>
      }
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {formatDateTime(order.createdAt)}
        </Typography.Text>
      }
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        {order.items.map((item) => (
          <li key={item.id}>
            <Flex justify="space-between" gap={12}>
              <Typography.Text>
                {item.productName} × {formatKg(item.quantity)}
              </Typography.Text>
              <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                {formatNaira(item.totalPrice)}
              </Typography.Text>
            </Flex>
          </li>
        ))}
        {/* The fee the total includes: the lines above and it add up to the total below. */}
        <li>
          <Flex justify="space-between" gap={12}>
            <Typography.Text type="secondary">Delivery fee</Typography.Text>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {formatDeliveryFee(order.deliveryFee)}
            </Typography.Text>
          </Flex>
        </li>
      </ul>
      <Divider style={{ margin: '12px 0' }} />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          Total: {formatNaira(order.totalAmount)}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button
            icon={<AimOutlined aria-hidden />}
            onClick={() => onTrack(order)}
            aria-label={`Track ${ref}`}
          >
            Track
          </Button>
          <LinkButton
            icon={<FileTextOutlined aria-hidden />}
            to={invoicePath(order.id)}
            aria-label={`Invoice ${ref}`}
          >
            Invoice
          </LinkButton>
          <Button
            icon={<RedoOutlined aria-hidden />}
            onClick={() => onReorder(order)}
            loading={reordering}
            disabled={reorderDisabled && !reordering}
            aria-label={`Reorder ${ref}`}
          >
            Reorder
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
