import { Button, Empty, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { AdminVendorVerificationItem } from '@ihe/contracts';
import { formatDate } from '../../components/date-format.js';
import { VerificationStatusTag } from './VerificationStatusTag.js';

interface Props {
  items: AdminVendorVerificationItem[];
  loading: boolean;
  pagination: TablePaginationConfig;
  empty: React.ReactNode;
  onReview: (request: AdminVendorVerificationItem) => void;
}

/** The requests, newest first; scrolls sideways on phones. */
export function VendorRequestsTable({ items, loading, pagination, empty, onReview }: Props) {
  const columns: TableColumnsType<AdminVendorVerificationItem> = [
    {
      title: 'Vendor',
      dataIndex: 'fullName',
      key: 'name',
      render: (name: string | null) => name ?? '—',
      fixed: 'left',
    },
    {
      title: 'Business',
      dataIndex: 'businessName',
      key: 'business',
      render: (name: string | null) => name ?? '—',
    },
    { title: 'Email', dataIndex: 'email', key: 'email', render: (email: string | null) => email ?? '—' },
    { title: 'Phone', dataIndex: 'phone', key: 'phone', render: (phone: string | null) => phone ?? '—' },
    {
      title: 'Farmer',
      dataIndex: 'isFarmer',
      key: 'farmer',
      render: (farmer: boolean | null) => (farmer === null ? '—' : farmer ? 'Yes' : 'No'),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status) => <VerificationStatusTag status={status} />,
    },
    { title: 'Submitted', dataIndex: 'createdAt', key: 'created', render: formatDate },
    {
      title: 'Processed',
      dataIndex: 'processedAt',
      key: 'processed',
      render: (at: string | null) => (at ? formatDate(at) : '—'),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, request) => (
        <Button
          size="small"
          type={request.status === 'pending' ? 'primary' : 'default'}
          onClick={() => onReview(request)}
          aria-label={`Review ${request.businessName || request.fullName || request.email}`}
        >
          {request.status === 'pending' ? 'Review' : 'View'}
        </Button>
      ),
    },
  ];
  return (
    <Table<AdminVendorVerificationItem>
      aria-label="Vendor verification requests"
      rowKey="vendorId"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 1080 }}
      locale={{ emptyText: empty ?? <Empty /> }}
    />
  );
}
