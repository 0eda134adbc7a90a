import { Button, Card, Flex, Typography } from 'antd';
import type { VendorOrderAction, VendorOrderView } from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';
import { formatKg } from '../catalog/product-format.js';
import { OrderStatusTag } from '../consumer-orders/OrderStatusTag.js';
import { actionLabel, cardActionsFor } from './vendor-order-actions.js';

interface Props {
  order: VendorOrderView;
  onDetails: () => void;
  onAction: (action: VendorOrderAction) => void;
  /** The action in flight on this order, if any. */
  busyAction: VendorOrderAction | null;
  disabled: boolean;
}

/** One order as the vendor sees it: only its own lines and revenue (spec 2 §2). */
export function VendorOrderCard({ order, onDetails, onAction, busyAction, disabled }: Props) {
  return (
    <Card size="small" role="article" aria-label={`Order ${order.reference}`}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <div>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {order.reference}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
            {formatDateTime(order.createdAt)} · {order.customer.fullName}
          </Typography.Text>
        </div>
        <OrderStatusTag status={order.status} />
      </Flex>
      <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0' }} aria-label="Your items">
        {order.items.map((line) => (
          <li key={line.id}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text>
                {line.productName} × {formatKg(line.quantity)}
              </Typography.Text>
              <Typography.Text>{formatNaira(line.totalPrice)}</Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
      <Flex
        justify="space-between"
        align="center"
        gap={8}
        wrap
        style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12 }}
      >
        <Typography.Text>
          Revenue <strong>{formatNaira(order.totalAmount)}</strong>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {' '}
            · you earn {formatNaira(order.earnings)}
          </Typography.Text>
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button onClick={onDetails} aria-label={`Details of ${order.reference}`}>
            Details
          </Button>
          {cardActionsFor(order.status).map((action) => (
            <Button
              key={action}
              type="primary"
              loading={busyAction === action}
              disabled={disabled && busyAction !== action}
              onClick={() => onAction(action)}
            >
              {actionLabel(action)}
            </Button>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}
