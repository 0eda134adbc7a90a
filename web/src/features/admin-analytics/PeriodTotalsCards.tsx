import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { formatNaira } from '../../components/money.js';
import type { PeriodTotals } from './period-totals.js';

const CARDS: { key: keyof PeriodTotals; title: string; money: boolean }[] = [
  { key: 'revenue', title: 'Revenue', money: true },
  { key: 'orders', title: 'Orders', money: false },
  { key: 'companyProfit', title: 'Company Profit', money: true },
  { key: 'vendorEarnings', title: 'Vendor Earnings', money: true },
  { key: 'averageOrderValue', title: 'Avg Order Value', money: true },
];

/** The period's totals, one card each. */
export function PeriodTotalsCards({ totals, loading }: { totals?: PeriodTotals; loading: boolean }) {
  return (
    <section aria-label="Totals for the period">
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {CARDS.map((card) => (
          <Col key={card.key} xs={12} md={8} xl={{ flex: '20%' }}>
            <Card size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
              {loading || !totals ? (
                <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
              ) : (
                <Statistic
                  title={card.title}
                  value={
                    card.money ? formatNaira(totals[card.key]) : totals[card.key].toLocaleString('en-NG')
                  }
                  styles={{
                    content: {
                      fontSize: 'clamp(18px, 5vw, 22px)',
                      fontWeight: 600,
                      overflowWrap: 'anywhere',
                    },
                  }}
                />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
