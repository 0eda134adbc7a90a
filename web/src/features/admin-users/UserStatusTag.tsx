import { Tag } from 'antd';
import { userStatusLabel, type UserManagementRow, type UserStatusLabel } from '@ihe/contracts';

const STATUS_COLOURS: Record<UserStatusLabel, string> = {
  Active: 'green',
  'Pending Approval': 'gold',
  Suspended: 'red',
};

/** A user's status in words (spec 2 §4), coloured as well. */
export function UserStatusTag({ row }: { row: Pick<UserManagementRow, 'isApproved' | 'isActive'> }) {
  const label = userStatusLabel(row);
  return <Tag color={STATUS_COLOURS[label]}>{label}</Tag>;
}
