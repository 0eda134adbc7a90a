import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { AppstoreOutlined, BankOutlined, RiseOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { VendorDashboardResponse } from '@ihe/contracts';
import { BRAND } from '../../app/theme.js';
import { formatNaira } from '../../components/money.js';

type Stats = VendorDashboardResponse['stats'];

const CARDS: { key: keyof Stats; title: string; icon: ReactNode; money?: boolean }[] = [
  { key: 'totalRevenue', title: 'Total Revenue', icon: <RiseOutlined aria-hidden />, money: true },
  { key: 'totalOrders', title: 'Total Orders', icon: <ShoppingOutlined aria-hidden /> },
  { key: 'activeProducts', title: 'Active Products', icon: <AppstoreOutlined aria-hidden /> },
  { key: 'accountValue', title: 'Account Value', icon: <BankOutlined aria-hidden />, money: true },
];

/** The four figures of the vendor dashboard (spec 2 §2, §3). */
export function VendorStatCards({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
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
                value={card.money ? formatNaira(stats[card.key]) : stats[card.key]}
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
