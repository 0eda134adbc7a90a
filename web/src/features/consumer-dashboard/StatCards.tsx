import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { CarOutlined, CheckCircleOutlined, ShoppingOutlined, WalletOutlined } from '@ant-design/icons';
import { BRAND } from '../../app/theme.js';
import { formatNaira } from '../../components/money.js';
import type { DashboardStats } from './dashboard-stats.js';

interface StatCard {
  key: keyof DashboardStats;
  title: string;
  icon: ReactNode;
  format?: (value: number) => string;
}

const CARDS: StatCard[] = [
  { key: 'totalOrders', title: 'Total Orders', icon: <ShoppingOutlined aria-hidden /> },
  { key: 'delivered', title: 'Delivered', icon: <CheckCircleOutlined aria-hidden /> },
  { key: 'totalSpent', title: 'Total Spent', icon: <WalletOutlined aria-hidden />, format: formatNaira },
  { key: 'activeOrders', title: 'Active Orders', icon: <CarOutlined aria-hidden /> },
];

/** The four figures of the consumer dashboard (spec 2 §2). */
export function StatCards({ stats, loading }: { stats: DashboardStats | null; loading: boolean }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {CARDS.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <Card size="small" styles={{ body: { padding: 16 } }} style={{ height: '100%' }}>
            {loading || !stats ? (
              <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
            ) : (
              <Statistic
                title={card.title}
                value={card.format ? card.format(stats[card.key]) : stats[card.key]}
                prefix={<span style={{ color: BRAND.leaf, marginRight: 4 }}>{card.icon}</span>}
                // Shrinks on narrow phones so a seven-figure naira total stays inside its half-width card.
                styles={{
                  content: { fontSize: 'clamp(18px, 5vw, 22px)', fontWeight: 600, overflowWrap: 'anywhere' },
                }}
              />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
