import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MessageOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { BRAND } from '../../app/theme.js';
import { statCards, type StatCardModel, type StatTone } from './stats-format.js';
import { WHATSAPP_TOASTS } from './whatsapp-page-messages.js';
import { PENDING_POLL_MS, useGetWhatsAppStatsQuery } from './whatsapp-admin-api.js';

const ICONS: Record<StatCardModel['key'], ReactNode> = {
  total: <MessageOutlined aria-hidden />,
  successful: <CheckCircleOutlined aria-hidden />,
  failed: <CloseCircleOutlined aria-hidden />,
  pending: <ClockCircleOutlined aria-hidden />,
};

const TONE_COLOUR: Record<StatTone, string> = {
  neutral: BRAND.leaf,
  good: BRAND.leaf,
  bad: '#cf1322',
  waiting: BRAND.harvest,
};

/** The four 30-day figures (spec 2 §2, §9). */
export function StatCards() {
  const [polling, setPolling] = useState(false);
  const { data, isLoading, isError, isFetching, refetch } = useGetWhatsAppStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? PENDING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  // Pending messages settle within seconds, as the log shows; the figures follow them until none is left.
  const pending = (data?.pending ?? 0) > 0;
  useEffect(() => setPolling(pending), [pending]);
  if (isError)
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title={WHATSAPP_TOASTS.statsLoadFailed}
        action={
          <Button size="small" onClick={() => void refetch()} loading={isFetching}>
            Retry
          </Button>
        }
      />
    );
  const cards = data ? statCards(data) : null;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} aria-busy={isLoading} aria-label="Last 30 days">
      {(cards ?? PLACEHOLDER_KEYS.map((key) => ({ key }) as StatCardModel)).map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <Card size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
            {!cards ? (
              <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
            ) : (
              <>
                <Statistic
                  title={card.title}
                  value={card.value}
                  prefix={
                    <span style={{ color: TONE_COLOUR[card.tone], marginRight: 4 }}>{ICONS[card.key]}</span>
                  }
                  styles={{ content: { fontSize: 24, fontWeight: 600 } }}
                />
                <Typography.Text
                  className="ihe-wa-stat-note"
                  style={{ color: card.tone === 'bad' ? TONE_COLOUR.bad : undefined }}
                  type={card.tone === 'bad' ? undefined : 'secondary'}
                >
                  {card.key === 'failed' && card.tone === 'bad' && <WarningOutlined aria-hidden />}{' '}
                  {card.note}
                </Typography.Text>
              </>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

const PLACEHOLDER_KEYS: StatCardModel['key'][] = ['total', 'successful', 'failed', 'pending'];
