import { Tag } from 'antd';
import type { VerificationStatus } from '@ihe/contracts';
import {
  VERIFICATION_STATUS_COLORS,
  VERIFICATION_STATUS_LABELS,
} from '../vendor-verification/verification-status.js';

export function VerificationStatusTag({ status }: { status: VerificationStatus }) {
  return (
    <Tag color={VERIFICATION_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {VERIFICATION_STATUS_LABELS[status]}
    </Tag>
  );
}
