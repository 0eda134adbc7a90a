import { Card, Col, Empty, Row } from 'antd';
import {
  Area,
  AreaChart,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyFinancials } from '@ihe/contracts';
import { BRAND } from '../../app/theme.js';
import { formatDate } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';
import { compactNaira } from './compact-naira.js';
import { periodTotals } from './period-totals.js';

const CHART_HEIGHT = 280;
const dayOf = (date: string) => `${date}T12:00:00`;
const shortDay = (date: string) => formatDate(dayOf(date)).replace(/ \d{4}$/, '');
const SERIES_NAMES: Record<string, string> = {
  dailyRevenue: 'Revenue',
  dailyOrders: 'Orders',
  companyProfit: 'Company profit',
  vendorEarnings: 'Vendor earnings',
};
const tooltipValue = (value: unknown, key: unknown) => {
  const name = SERIES_NAMES[String(key)] ?? String(key);
  return [key === 'dailyOrders' ? String(value) : formatNaira(Number(value)), name] as [string, string];
};

/** Revenue and orders over time; company profit against vendor earnings (recharts, loaded with this page only). */
export default function AnalyticsCharts({
  days,
  periodLabel,
}: {
  days: DailyFinancials[];
  periodLabel: string;
}) {
  const totals = periodTotals(days);
  if (totals.revenue === 0 && totals.orders === 0) {
    return (
      <Card style={{ marginBottom: 16 }}>
        <Empty description={`No sales in the ${periodLabel.toLowerCase()}`} />
      </Card>
    );
  }
  const axis = { fontSize: 12 };
  // Whole naira on 1-2-2.5-5 steps (₦1k, ₦2k, …) rather than steps such as ₦750.
  const nairaAxis = { tickFormatter: compactNaira, allowDecimals: false, niceTicks: 'snap125' } as const;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} xl={12}>
        <Card title="Revenue and orders" style={{ height: '100%' }}>
          <div
            role="img"
            aria-label={`Revenue and orders by day, ${periodLabel.toLowerCase()}: ${formatNaira(totals.revenue)} from ${totals.orders} orders`}
          >
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <ComposedChart data={days} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="periodDate" tickFormatter={shortDay} minTickGap={24} {...axis} />
                <YAxis yAxisId="naira" {...nairaAxis} width={60} {...axis} />
                <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={36} {...axis} />
                <Tooltip
                  labelFormatter={(date) => formatDate(dayOf(String(date)))}
                  formatter={tooltipValue}
                />
                <Legend formatter={(key) => SERIES_NAMES[String(key)] ?? String(key)} />
                <Bar
                  yAxisId="orders"
                  dataKey="dailyOrders"
                  fill={BRAND.harvest}
                  fillOpacity={0.6}
                  radius={[4, 4, 0, 0]}
                  isAnimationActive={false}
                />
                <Line
                  yAxisId="naira"
                  type="monotone"
                  dataKey="dailyRevenue"
                  stroke={BRAND.leaf}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="Company profit vs vendor earnings" style={{ height: '100%' }}>
          <div
            role="img"
            aria-label={`Company profit ${formatNaira(totals.companyProfit)} against vendor earnings ${formatNaira(totals.vendorEarnings)}, ${periodLabel.toLowerCase()}`}
          >
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <AreaChart data={days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="periodDate" tickFormatter={shortDay} minTickGap={24} {...axis} />
                <YAxis {...nairaAxis} width={60} {...axis} />
                <Tooltip
                  labelFormatter={(date) => formatDate(dayOf(String(date)))}
                  formatter={tooltipValue}
                />
                <Legend formatter={(key) => SERIES_NAMES[String(key)] ?? String(key)} />
                <Area
                  type="monotone"
                  dataKey="vendorEarnings"
                  stroke={BRAND.harvest}
                  fill={BRAND.harvest}
                  fillOpacity={0.25}
                  isAnimationActive={false}
                />
                <Area
                  type="monotone"
                  dataKey="companyProfit"
                  stroke={BRAND.leafDark}
                  fill={BRAND.leaf}
                  fillOpacity={0.35}
                  isAnimationActive={false}
                />
              </AreaChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </Col>
    </Row>
  );
}
