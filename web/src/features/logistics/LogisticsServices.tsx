import { Card, Col, Row, Typography } from 'antd';
import { CarOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { BRAND } from '../../app/theme.js';

/** The three logistics services (spec 1 §2 home, spec 2 §2 /logistics). */
export const LOGISTICS_SERVICES = [
  {
    key: 'pickup',
    title: 'Farm Pickup',
    text: 'We collect your produce straight from the farm gate, weighed and loaded by our team.',
    icon: <CarOutlined />,
  },
  {
    key: 'quality',
    title: 'Quality Assurance',
    text: 'Every load is checked for freshness and grade before it leaves, and again on arrival.',
    icon: <SafetyCertificateOutlined />,
  },
  {
    key: 'fast',
    title: 'Fast Delivery',
    text: 'Same day or next day delivery to your restaurant, school, shop or market stall.',
    icon: <ThunderboltOutlined />,
  },
] as const;

export function LogisticsServices({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <Row gutter={[16, 16]}>
      {LOGISTICS_SERVICES.map((service) => (
        <Col key={service.key} xs={24} md={8}>
          <Card variant="borderless" style={{ height: '100%' }}>
            <div
              aria-hidden
              style={{
                width: 48,
                height: 48,
                borderRadius: 12,
                display: 'grid',
                placeItems: 'center',
                fontSize: 24,
                color: BRAND.leaf,
                background: '#e8f3e8',
                marginBottom: 12,
              }}
            >
              {service.icon}
            </div>
            <Typography.Title level={headingLevel} style={{ fontSize: 18, margin: '0 0 6px' }}>
              {service.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {service.text}
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
