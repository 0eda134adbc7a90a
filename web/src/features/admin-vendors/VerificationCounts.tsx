import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { VERIFICATION_STATUSES, type VerificationStatus } from '@ihe/contracts';
import { VERIFICATION_STATUS_LABELS } from '../vendor-verification/verification-status.js';

const COLORS: Record<VerificationStatus, string> = {
  pending: '#d48806',
  approved: '#2e7d32',
  rejected: '#cf1322',
  requires_documents: '#d46b08',
};

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Requests per status; a card filters the table to its status. */
export function VerificationCounts({
  counts,
  onSelect,
}: {
  counts: Record<VerificationStatus, number> | undefined;
  onSelect: (status: VerificationStatus) => void;
}) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {VERIFICATION_STATUSES.map((status) => (
        <Col key={status} xs={12} lg={6}>
          <Card
            size="small"
            hoverable
            style={{ height: '100%' }}
            onClick={() => onSelect(status)}
            role="button"
            tabIndex={0}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(status);
              }
            }}
          >
            {counts ? (
              <Statistic
                title={VERIFICATION_STATUS_LABELS[status]}
                value={counts[status]}
                styles={{ content: { color: COLORS[status], fontWeight: 600 } }}
              />
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
            )}
            {/* Named by what it shows ("Pending 3") and what it does; no aria-label, which would hide the count. */}
            <span style={VISUALLY_HIDDEN}>, show {VERIFICATION_STATUS_LABELS[status]} requests</span>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
