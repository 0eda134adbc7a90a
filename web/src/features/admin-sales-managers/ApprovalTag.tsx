import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { SalesManagerState } from '@ihe/contracts';
import { APPROVAL_LABELS } from './approval-state.js';

const LOOK: Record<SalesManagerState, { color: string; icon: React.ReactNode }> = {
  pending: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  approved: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  rejected: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
};

/** The state as a tag: icon and word as well as colour. */
export function ApprovalTag({ state }: { state: SalesManagerState }) {
  return (
    <Tag color={LOOK[state].color} icon={LOOK[state].icon}>
      {APPROVAL_LABELS[state]}
    </Tag>
  );
}
