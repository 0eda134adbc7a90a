import { Card, Col, Empty, Row } from 'antd';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { VendorDashboardResponse } from '@ihe/contracts';
import { BRAND } from '../../app/theme.js';
import { formatDate } from '../../components/date-format.js';
import { formatNaira } from '../../components/money.js';

type Dashboard = Pick<VendorDashboardResponse, 'revenueByDay' | 'topProducts'>;

const CHART_HEIGHT = 260;
const shortDay = (date: string) => formatDate(date).replace(/ \d{4}$/, '');

/** Revenue by day (last 30 days) and top products: recharts, loaded only with this dashboard. */
export default function DashboardCharts({ revenueByDay, topProducts }: Dashboard) {
  const totalRevenue = revenueByDay.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={14}>
        <Card title="Revenue, last 30 days" style={{ height: '100%' }}>
          {totalRevenue === 0 ? (
            <Empty description="No sales in the last 30 days yet" />
          ) : (
            <div
              role="img"
              aria-label={`Revenue by day, last 30 days: ${formatNaira(totalRevenue)} in total`}
            >
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <AreaChart data={revenueByDay} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                  <defs>
                    <linearGradient id="vendor-revenue-fill" x1="0" y1="0" x2="0" y2="1">
                      <stop offset="0%" stopColor={BRAND.leaf} stopOpacity={0.35} />
                      <stop offset="100%" stopColor={BRAND.leaf} stopOpacity={0.02} />
                    </linearGradient>
                  </defs>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={24} fontSize={12} />
                  <YAxis tickFormatter={formatNaira} width={84} fontSize={12} />
                  <Tooltip
                    labelFormatter={(date) => formatDate(String(date))}
                    formatter={(value) => [formatNaira(Number(value)), 'Revenue']}
                  />
                  <Area
                    type="monotone"
                    dataKey="revenue"
                    stroke={BRAND.leaf}
                    strokeWidth={2}
                    fill="url(#vendor-revenue-fill)"
                    // No drawing animation: it costs a mid-range phone frames for nothing.
                    isAnimationActive={false}
                  />
                </AreaChart>
              </ResponsiveContainer>
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title="Top products" style={{ height: '100%' }}>
          {topProducts.length === 0 ? (
            <Empty description="Your best sellers will show here" />
          ) : (
            <div
              role="img"
              aria-label={`Top products by revenue: ${topProducts.map((p) => `${p.name} ${formatNaira(p.revenue)}`).join(', ')}`}
            >
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                <BarChart
                  data={topProducts}
                  layout="vertical"
                  margin={{ top: 8, right: 16, left: 0, bottom: 0 }}
                >
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" tickFormatter={formatNaira} fontSize={12} />
                  <YAxis type="category" dataKey="name" width={110} fontSize={12} />
                  <Tooltip formatter={(value) => [formatNaira(Number(value)), 'Revenue']} />
                  <Bar
                    dataKey="revenue"
                    fill={BRAND.harvest}
                    radius={[0, 6, 6, 0]}
                    barSize={18}
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
          )}
        </Card>
      </Col>
    </Row>
  );
}
