import { Tag } from 'antd';
import {
  CheckCircleOutlined,
  CheckOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
} from '@ant-design/icons';
import type { WhatsAppNotificationStatus } from '@ihe/contracts';
import { STATUS_LABELS } from './notification-labels.js';

const LOOK: Record<WhatsAppNotificationStatus, { color: string; icon: React.ReactNode }> = {
  pending: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  sent: { color: 'blue', icon: <CheckOutlined aria-hidden /> },
  delivered: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  failed: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
};

/** A notification's status: colour, icon and word (colour is never the only signal). */
export function NotificationStatusTag({ status }: { status: WhatsAppNotificationStatus }) {
  const look = LOOK[status];
  return (
    <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }}>
      {STATUS_LABELS[status]}
    </Tag>
  );
}
