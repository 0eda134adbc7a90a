import { Table, Typography, type TableColumnsType } from 'antd';
import { ScrollRegion } from '../../components/ScrollRegion.js';
import type { AdminSalesManagerItem } from '@ihe/contracts';
import { formatDate } from '../../components/date-format.js';
import { ApprovalTag } from './ApprovalTag.js';
import { approvalState, type SalesManagerAction } from './approval-state.js';
import { SalesManagerActions } from './SalesManagerActions.js';
import type { DecisionInFlight } from './use-sales-manager-decision.js';

interface Props {
  items: AdminSalesManagerItem[];
  loading: boolean;
  empty: React.ReactNode;
  inFlight: DecisionInFlight | null;
  onDecide: (id: string, action: SalesManagerAction) => void;
}

/** The applications, newest first (the server's order); scrolls sideways on phones. */
export function SalesManagersTable({ items, loading, empty, inFlight, onDecide }: Props) {
  const columns: TableColumnsType<AdminSalesManagerItem> = [
    {
      title: 'Name',
      dataIndex: 'fullName',
      key: 'name',
      render: (name: string) => <Typography.Text strong>{name || '—'}</Typography.Text>,
    },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      render: (email: string) => <span style={{ overflowWrap: 'anywhere' }}>{email}</span>,
    },
    {
      title: 'Phone',
      dataIndex: 'phone',
      key: 'phone',
      render: (phone: string) => <span style={{ whiteSpace: 'nowrap' }}>{phone || '—'}</span>,
    },
    {
      title: 'Company ID',
      dataIndex: 'companyIdCode',
      key: 'company',
      render: (code: string | null) => code ?? '—',
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, manager) => (
        <>
          <ApprovalTag state={approvalState(manager.isApproved)} />
          {manager.isApproved === false && manager.rejectionReason && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
              {manager.rejectionReason}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: 'Applied',
      dataIndex: 'createdAt',
      key: 'applied',
      render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(at)}</span>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, manager) => (
        <SalesManagerActions manager={manager} inFlight={inFlight} onDecide={onDecide} />
      ),
    },
  ];
  return (
    <ScrollRegion label="Sales managers table">
      <Table<AdminSalesManagerItem>
        aria-label="Sales manager applications"
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: empty }}
      />
    </ScrollRegion>
  );
}
