import { Card, Flex, List, Progress, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { AdminOverview } from '@ihe/contracts';
import { healthDisplay } from './health-display.js';

type Health = Pick<AdminOverview, 'systemHealthScore' | 'healthSignals'>;

/** The system health score in its colour, with the label and the signals that lowered it. */
export function HealthScoreCard({ health, loading }: { health?: Health; loading: boolean }) {
  if (loading || !health) {
    return (
      <Card title="System Health" style={{ height: '100%' }}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  const { colour, label, stroke, lowering } = healthDisplay(health);
  const score = Math.round(health.systemHealthScore);
  return (
    <Card title="System Health" style={{ height: '100%' }}>
      <Flex gap={20} align="center" wrap data-testid="health-score" data-colour={colour}>
        <Progress
          type="dashboard"
          percent={score}
          size={120}
          strokeColor={stroke}
          format={() => `${score}`}
          aria-label={`System health ${score} out of 100: ${label}`}
        />
        <div style={{ flex: '1 1 180px' }}>
          <Tag color={colour === 'yellow' ? 'gold' : colour} style={{ fontSize: 14, padding: '2px 10px' }}>
            {label}
          </Tag>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {score} out of 100 from the signals the server checks: each service's health, the outbox lag,
            dead-lettered messages and failed notifications in the last 24 hours.
          </Typography.Paragraph>
        </div>
      </Flex>
      {lowering.length === 0 ? (
        <Typography.Text style={{ display: 'block', marginTop: 12 }}>
          <CheckCircleOutlined aria-hidden style={{ color: stroke, marginRight: 6 }} />
          All signals healthy
        </Typography.Text>
      ) : (
        <section aria-label="What lowered the score">
          <List
            size="small"
            style={{ marginTop: 12 }}
            header={<Typography.Text strong>What lowered the score</Typography.Text>}
            dataSource={lowering}
            renderItem={(signal) => (
              <List.Item key={signal.name} style={{ paddingInline: 0 }}>
                <Flex gap={8} align="baseline" style={{ width: '100%' }}>
                  <WarningOutlined aria-hidden style={{ color: stroke }} />
                  <div style={{ flex: 1 }}>
                    <Typography.Text strong>{signal.name}</Typography.Text>
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                      {signal.detail}
                    </Typography.Text>
                  </div>
                  <Typography.Text type="danger">−{signal.penalty}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        </section>
      )}
    </Card>
  );
}
