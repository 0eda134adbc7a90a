import { Button, Empty, Table, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { ScrollRegion } from '../../components/ScrollRegion.js';
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

const nowrapDate = (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(at)}</span>;

/** The requests, newest first; scrolls sideways on phones. */
export function VendorRequestsTable({ items, loading, pagination, empty, onReview }: Props) {
  const columns: TableColumnsType<AdminVendorVerificationItem> = [
    {
      title: 'Vendor',
      key: 'vendor',
      render: (_, request) => (
        <>
          <Typography.Text strong style={{ display: 'block' }}>
            {request.fullName ?? '—'}
          </Typography.Text>
          <Typography.Text type="secondary">{request.businessName ?? '—'}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, request) => (
        <>
          <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{request.email ?? '—'}</span>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {request.phone ?? 'No phone'}
          </Typography.Text>
        </>
      ),
    },
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
    { title: 'Submitted', dataIndex: 'createdAt', key: 'created', render: nowrapDate },
    {
      title: 'Processed',
      dataIndex: 'processedAt',
      key: 'processed',
      render: (at: string | null) => (at ? nowrapDate(at) : '—'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, request) => {
        // The name starts with the word shown (WCAG 2.5.3: a voice user says what they see).
        const action = request.status === 'pending' ? 'Review' : 'View';
        return (
          <Button
            size="small"
            type={request.status === 'pending' ? 'primary' : 'default'}
            onClick={() => onReview(request)}
            aria-label={`${action} ${request.businessName || request.fullName || request.email}`}
          >
            {action}
          </Button>
        );
      },
    },
  ];
  return (
    <ScrollRegion label="Verification requests table">
      <Table<AdminVendorVerificationItem>
        aria-label="Vendor verification requests"
        rowKey="vendorId"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={pagination}
        scroll={{ x: 940 }}
        locale={{ emptyText: empty ?? <Empty /> }}
      />
    </ScrollRegion>
  );
}
