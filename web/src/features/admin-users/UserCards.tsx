import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Spin, Typography, type DescriptionsProps } from 'antd';
import { ROLE_LABELS, type UserAction, type UserManagementRow } from '@ihe/contracts';
import { formatDate, formatDateTime } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';
import { UserActionButtons } from './UserActionButtons.js';
import { UserStatusTag } from './UserStatusTag.js';

interface Props {
  items: UserManagementRow[];
  loading: boolean;
  actionsDisabled: boolean;
  onAction: (row: UserManagementRow, action: UserAction) => void;
  empty: ReactNode;
}

/** The row's other fields, in the table's order. */
const fields = (row: UserManagementRow): DescriptionsProps['items'] => [
  { key: 'role', label: 'Role', children: ROLE_LABELS[row.role] },
  { key: 'business', label: 'Business', children: row.businessName || '—' },
  { key: 'created', label: 'Created', children: formatDate(row.createdAt) },
  {
    key: 'lastLogin',
    label: 'Last login',
    children: row.lastLogin ? formatDateTime(row.lastLogin) : 'Never',
  },
  { key: 'orders', label: 'Orders', children: row.totalOrders },
  { key: 'spent', label: 'Spent', children: formatNaira(row.totalSpent) },
  { key: 'value', label: 'Account value', children: formatNaira(row.accountValue) },
];

/** The users on a phone: one card each with every field of the row and its actions. */
export function UserCards({ items, loading, actionsDisabled, onAction, empty }: Props) {
  return (
    <Spin spinning={loading}>
      {items.length === 0 ? (
        <Card>{empty}</Card>
      ) : (
        <Flex vertical gap={12} role="list" aria-label="Users">
          {items.map((row) => (
            <Card key={row.userId} size="small" role="listitem" data-user-row={row.userId}>
              <Flex justify="space-between" align="flex-start" gap={8}>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong>{row.fullName || '—'}</Typography.Text>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                    {row.email}
                  </Typography.Text>
                  {row.phoneNumber && (
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                      {row.phoneNumber}
                    </Typography.Text>
                  )}
                </div>
                <UserStatusTag row={row} />
              </Flex>
              <Descriptions size="small" column={2} style={{ margin: '10px 0' }} items={fields(row)} />
              <UserActionButtons row={row} disabled={actionsDisabled} onAction={onAction} />
            </Card>
          ))}
        </Flex>
      )}
    </Spin>
  );
}
