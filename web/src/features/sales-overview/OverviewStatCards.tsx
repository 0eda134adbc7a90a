import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import {
  AppstoreOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { SalesOverview } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';

interface Figure {
  key: keyof SalesOverview;
  title: string;
  hint: string;
  icon: React.ReactNode;
  color: string;
  money?: boolean;
}

const FIGURES: Figure[] = [
  {
    key: 'totalProducts',
    title: 'Total Products',
    hint: 'Every listing on the platform',
    icon: <AppstoreOutlined aria-hidden />,
    color: '#1f6f43',
  },
  {
    key: 'pendingProducts',
    title: 'Pending Approval',
    hint: 'Out of stock (0 kg)',
    icon: <ClockCircleOutlined aria-hidden />,
    color: '#d48806',
  },
  {
    key: 'approvedProducts',
    title: 'Approved',
    hint: 'In stock (above 0 kg)',
    icon: <CheckCircleOutlined aria-hidden />,
    color: '#2e7d32',
  },
  {
    key: 'platformRevenue',
    title: 'Platform Revenue',
    hint: 'Price × stock of every listing',
    icon: <WalletOutlined aria-hidden />,
    color: '#b7791f',
    money: true,
  },
];

/** The four figures of the sales-manager dashboard; skeletons while they load. */
export function OverviewStatCards({ overview }: { overview: SalesOverview | undefined }) {
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((figure) => (
        <Col key={figure.key} xs={12} xl={6}>
          <Card style={{ height: '100%' }} aria-label={figure.title}>
            {overview ? (
              <>
                <Statistic
                  title={figure.title}
                  value={overview[figure.key]}
                  formatter={(value) =>
                    figure.money ? formatNaira(Number(value)) : Number(value).toLocaleString('en-NG')
                  }
                  prefix={<span style={{ color: figure.color, marginInlineEnd: 4 }}>{figure.icon}</span>}
                  styles={{ content: { fontWeight: 600, fontSize: 22 } }}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {figure.hint}
                </Typography.Text>
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
