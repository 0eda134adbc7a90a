import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { AppstoreOutlined, CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { BRAND } from '../../app/theme.js';
import type { ProductSummary } from './product-summary.js';

const CARDS = [
  { key: 'total', title: 'Total Products', icon: <AppstoreOutlined aria-hidden />, color: BRAND.leaf },
  { key: 'active', title: 'Active Products', icon: <CheckCircleOutlined aria-hidden />, color: BRAND.leaf },
  {
    key: 'lowStock',
    title: 'Low Stock Products',
    icon: <WarningOutlined aria-hidden />,
    color: BRAND.harvest,
  },
] as const;

/** The three summary cards of the inventory page (spec 2 §2). */
export function ProductSummaryCards({ summary }: { summary: ProductSummary | null }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {CARDS.map((card) => (
        <Col key={card.key} xs={8}>
          <Card size="small" style={{ height: '100%' }}>
            {summary ? (
              <Statistic
                title={card.title}
                value={summary[card.key]}
                prefix={<span style={{ color: card.color, marginRight: 4 }}>{card.icon}</span>}
                styles={{ content: { fontSize: 'clamp(18px, 5vw, 22px)', fontWeight: 600 } }}
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
