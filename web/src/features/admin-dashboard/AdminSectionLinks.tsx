import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { BRAND } from '../../app/theme.js';
import { ADMIN_SECTIONS } from '../admin-area/admin-sections.js';

/** Tiles linking to the other admin pages. */
export function AdminSectionLinks() {
  return (
    <nav aria-label="Admin sections">
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {ADMIN_SECTIONS.map((section) => (
          <Col key={section.to} xs={12} md={8} xl={{ flex: '20%' }}>
            <Link to={section.to} style={{ display: 'block', height: '100%' }}>
              <Card size="small" hoverable style={{ height: '100%' }} styles={{ body: { padding: 14 } }}>
                <span aria-hidden style={{ fontSize: 22, color: BRAND.leaf }}>
                  {section.icon}
                </span>
                <Typography.Text strong style={{ display: 'block' }}>
                  {section.label}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {section.hint}
                </Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </nav>
  );
}
