import { Card, Flex, Pagination, Spin, Typography, type PaginationProps } from 'antd';
import { auditActor, auditDetails, auditType, type AuditLogEntry } from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';
import { AuditActionTag } from './AuditActionTag.js';

interface Props {
  items: AuditLogEntry[];
  loading: boolean;
  pagination: PaginationProps;
  empty: React.ReactNode;
}

/** The log on a phone: one card per entry, the pager below. */
export function AuditLogCards({ items, loading, pagination, empty }: Props) {
  return (
    <Spin spinning={loading}>
      {items.length === 0 ? (
        <Card>{empty}</Card>
      ) : (
        // A column of cards, as the users' (antd's List adds nothing here but its weight).
        <Flex vertical gap={12} role="list" aria-label="Audit log">
          {items.map((entry) => (
            <Card key={entry.id} size="small" role="listitem">
              <Flex justify="space-between" align="center" gap={8} wrap>
                <AuditActionTag action={entry.action} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(entry.createdAt)}
                </Typography.Text>
              </Flex>
              <Typography.Paragraph style={{ margin: '8px 0 4px' }}>
                {auditDetails(entry)}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {auditType(entry)} · by {auditActor(entry)}
              </Typography.Text>
            </Card>
          ))}
        </Flex>
      )}
      <Flex justify="center" style={{ marginTop: 12 }}>
        <Pagination simple {...pagination} />
      </Flex>
    </Spin>
  );
}
