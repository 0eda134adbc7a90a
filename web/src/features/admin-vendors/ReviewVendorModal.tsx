import { useEffect, useState } from 'react';
import { Button, Descriptions, Empty, Flex, Input, List, Modal, Typography } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import {
  VERIFICATION_LIMITS,
  type AdminVendorVerificationItem,
  type VerificationDecision,
} from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';
import { useOpenDocument } from './use-open-document.js';
import { VerificationStatusTag } from './VerificationStatusTag.js';

interface Props {
  request: AdminVendorVerificationItem | null;
  onClose: () => void;
  onDecide: (status: VerificationDecision, adminNotes: string) => Promise<boolean>;
  deciding: VerificationDecision | null;
}

const sizeKb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'Yes' : 'No');

/** The review dialog: the vendor's profile, documents and notes; Approve / Reject / Request documents only when pending. */
export function ReviewVendorModal({ request, onClose, onDecide, deciding }: Props) {
  const [notes, setNotes] = useState('');
  const documents = useOpenDocument();
  useEffect(() => setNotes(request?.adminNotes ?? ''), [request]);
  const pending = request?.status === 'pending';
  const busy = deciding !== null;
  const decide = async (status: VerificationDecision) => {
    if (await onDecide(status, notes)) onClose();
  };

  return (
    <Modal
      open={request !== null}
      onCancel={busy ? undefined : onClose}
      title={
        request ? `Review ${request.businessName || request.fullName || request.email || 'vendor'}` : 'Review'
      }
      width={640}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          {pending && (
            <>
              <Button
                onClick={() => void decide('requires_documents')}
                loading={deciding === 'requires_documents'}
                disabled={busy && deciding !== 'requires_documents'}
              >
                Request documents
              </Button>
              <Button
                danger
                onClick={() => void decide('rejected')}
                loading={deciding === 'rejected'}
                disabled={busy && deciding !== 'rejected'}
              >
                Reject
              </Button>
              <Button
                type="primary"
                onClick={() => void decide('approved')}
                loading={deciding === 'approved'}
                disabled={busy && deciding !== 'approved'}
              >
                Approve
              </Button>
            </>
          )}
          {!pending && <Button onClick={onClose}>Close</Button>}
        </Flex>
      }
    >
      {request && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            style={{ marginBottom: 16 }}
            items={[
              { key: 'status', label: 'Status', children: <VerificationStatusTag status={request.status} /> },
              { key: 'email', label: 'Email', children: request.email ?? '—' },
              { key: 'name', label: 'Full name', children: request.fullName ?? '—' },
              { key: 'business', label: 'Business name', children: request.businessName ?? '—' },
              { key: 'address', label: 'Business address', children: request.businessAddress ?? '—' },
              { key: 'phone', label: 'Phone', children: request.phone ?? '—' },
              { key: 'farmer', label: 'Farmer', children: yesNo(request.isFarmer) },
              { key: 'submitted', label: 'Submitted', children: formatDateTime(request.createdAt) },
              ...(request.processedAt
                ? [{ key: 'processed', label: 'Processed', children: formatDateTime(request.processedAt) }]
                : []),
            ]}
          />
          <Typography.Title level={2} style={{ fontSize: 15 }}>
            Submitted documents
          </Typography.Title>
          {request.documentsSubmitted.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="No documents submitted"
              style={{ margin: '8px 0 16px' }}
            />
          ) : (
            <List
              size="small"
              style={{ marginBottom: 16 }}
              dataSource={request.documentsSubmitted}
              renderItem={(document) => (
                <List.Item>
                  <Flex gap={8} align="center">
                    {/* Fetched with the admin's token and opened in a new tab (the route is not public). */}
                    <Button
                      type="link"
                      icon={<FileOutlined aria-hidden />}
                      loading={documents.opening.has(document.url)}
                      onClick={() => void documents.open(document)}
                      style={{ paddingInline: 0 }}
                    >
                      {document.fileName}
                    </Button>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {sizeKb(document.size)} · {formatDateTime(document.uploadedAt)}
                    </Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          )}
          <label htmlFor="vendor-admin-notes">
            <Typography.Text strong>Admin notes</Typography.Text>
          </label>
          <Input.TextArea
            id="vendor-admin-notes"
            rows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={VERIFICATION_LIMITS.adminNotesMax}
            disabled={!pending || busy}
            placeholder={
              pending ? 'Optional: the vendor sees these notes if rejected or asked for documents' : undefined
            }
            style={{ marginTop: 6 }}
          />
        </>
      )}
    </Modal>
  );
}
