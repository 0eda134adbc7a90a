import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { SALES_MANAGER_STATES, type SalesManagerState } from '@ihe/contracts';
import { APPROVAL_LABELS } from './approval-state.js';

const COLORS: Record<SalesManagerState, string> = {
  pending: '#d48806',
  approved: '#2e7d32',
  rejected: '#cf1322',
};

/** Sales managers per state (every one, whatever the search). */
export function SalesManagerCounts({ counts }: { counts: Record<SalesManagerState, number> | undefined }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {SALES_MANAGER_STATES.map((state) => (
        <Col key={state} xs={8}>
          <Card
            size="small"
            style={{ height: '100%' }}
            aria-label={`${APPROVAL_LABELS[state]} sales managers`}
          >
            {counts ? (
              <Statistic
                title={APPROVAL_LABELS[state]}
                value={counts[state]}
                styles={{ content: { color: COLORS[state], fontWeight: 600 } }}
              />
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
