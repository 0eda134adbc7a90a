import { Tag } from 'antd';
import type { OrderStatus } from '@ihe/contracts';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from './order-status.js';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={ORDER_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {ORDER_STATUS_LABELS[status]}
    </Tag>
  );
}
