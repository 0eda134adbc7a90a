import type { ReactNode } from 'react';
import { Grid, Table, Typography, type TableColumnsType } from 'antd';
import { ScrollRegion } from '../../components/ScrollRegion.js';
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

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
    {text}
  </Typography.Text>
);

/** The user management rows (spec 2 §3); on a phone the table scrolls sideways, the actions stay at the end. */
export function UsersTable({ items, loading, actionsDisabled, onAction, empty }: Props) {
  // From md up the actions stay in view at the right edge while the figures scroll under them.
  const wide = Grid.useBreakpoint().md === true;
  const columns: TableColumnsType<UserManagementRow> = [
    {
      title: 'User',
      key: 'user',
      width: 240,
      render: (_, row) => (
        <>
          <Typography.Text strong>{row.fullName || '—'}</Typography.Text>
          {secondary(row.email)}
          {row.phoneNumber && secondary(row.phoneNumber)}
        </>
      ),
    },
    { title: 'Role', key: 'role', width: 120, render: (_, row) => ROLE_LABELS[row.role] },
    { title: 'Status', key: 'status', width: 140, render: (_, row) => <UserStatusTag row={row} /> },
    {
      title: 'Business',
      key: 'business',
      width: 180,
      render: (_, row) => (
        <>
          {row.businessName || '—'}
          {row.verificationStatus && secondary(`Verification: ${row.verificationStatus.replace(/_/g, ' ')}`)}
        </>
      ),
    },
    { title: 'Created', key: 'created', width: 120, render: (_, row) => formatDate(row.createdAt) },
    {
      title: 'Last login',
      key: 'lastLogin',
      width: 160,
      render: (_, row) => (row.lastLogin ? formatDateTime(row.lastLogin) : 'Never'),
    },
    { title: 'Orders', key: 'orders', width: 90, align: 'right', render: (_, row) => row.totalOrders },
    {
      title: 'Spent',
      key: 'spent',
      width: 130,
      align: 'right',
      render: (_, row) => formatNaira(row.totalSpent),
    },
    {
      title: 'Account value',
      key: 'accountValue',
      width: 140,
      align: 'right',
      render: (_, row) => formatNaira(row.accountValue),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 180,
      fixed: wide ? 'right' : undefined,
      render: (_, row) => <UserActionButtons row={row} disabled={actionsDisabled} onAction={onAction} />,
    },
  ];
  return (
    <ScrollRegion label="Users table">
      <Table<UserManagementRow>
        rowKey="userId"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={false}
        scroll={{ x: 1500 }}
        locale={{ emptyText: empty }}
        onRow={(row) => ({ 'data-user-row': row.userId }) as React.HTMLAttributes<HTMLElement>}
        aria-label="Users"
      />
    </ScrollRegion>
  );
}
