import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { auditActor, auditDetails, auditType, type AuditLogEntry } from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';
import { AuditActionTag } from './AuditActionTag.js';

interface Props {
  items: AuditLogEntry[];
  loading: boolean;
  pagination: TablePaginationConfig;
  empty: React.ReactNode;
}

const COLUMNS: TableColumnsType<AuditLogEntry> = [
  {
    title: 'Time',
    dataIndex: 'createdAt',
    key: 'time',
    width: 170,
    render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>,
  },
  { title: 'Type', key: 'type', width: 130, render: (_, entry) => auditType(entry) },
  {
    title: 'Action',
    dataIndex: 'action',
    key: 'action',
    width: 110,
    render: (action: AuditLogEntry['action']) => <AuditActionTag action={action} />,
  },
  { title: 'User', key: 'user', width: 170, render: (_, entry) => auditActor(entry) },
  { title: 'Details', key: 'details', render: (_, entry) => auditDetails(entry) },
];

/** The log on a desktop: newest first, paged on the server. */
export function AuditLogTable({ items, loading, pagination, empty }: Props) {
  return (
    <Table<AuditLogEntry>
      aria-label="Audit log"
      rowKey="id"
      columns={COLUMNS}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: empty }}
    />
  );
}
