import { Col, Flex, Row, Typography } from 'antd';
import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  CustomerServiceOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../components/BrandLogo.js';
import {
  CONTACT_DETAILS,
  FOOTER_CATEGORY_LINKS,
  FOOTER_QUICK_LINKS,
  LEGAL_LINKS,
  type SiteLink,
} from './site-links.js';

function LinkColumn({ title, links }: { title: string; links: SiteLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="ihe-footer-heading">{title}</h2>
      <ul className="ihe-footer-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The storefront footer (spec 1 §2): quick links, categories, contact, legal links. */
export function AppFooter() {
  return (
    <footer className="ihe-footer">
      <div className="ihe-container">
        <Row gutter={[32, 32]}>
          <Col xs={24} md={8}>
            <BrandLogo inverted />
            <Typography.Paragraph className="ihe-footer-text" style={{ marginTop: 12 }}>
              Wholesale food at fair prices, straight from Nigerian farms, with pickup and delivery support.
            </Typography.Paragraph>
          </Col>
          <Col xs={12} md={5}>
            <LinkColumn title="Quick Links" links={FOOTER_QUICK_LINKS} />
          </Col>
          <Col xs={12} md={5}>
            <LinkColumn title="Categories" links={FOOTER_CATEGORY_LINKS} />
          </Col>
          <Col xs={24} md={6}>
            <h2 className="ihe-footer-heading">Contact</h2>
            <address className="ihe-footer-contact">
              <Flex gap={8} align="center">
                <MailOutlined aria-hidden />
                <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
              </Flex>
              <Flex gap={8} align="center">
                <EnvironmentOutlined aria-hidden />
                <span>{CONTACT_DETAILS.location}</span>
              </Flex>
              <Flex gap={8} align="center">
                <ClockCircleOutlined aria-hidden />
                <span>{CONTACT_DETAILS.hours}</span>
              </Flex>
              <Flex gap={8} align="center">
                <CustomerServiceOutlined aria-hidden />
                <Link to="/support">Support Center</Link>
              </Flex>
            </address>
          </Col>
        </Row>
        <Flex className="ihe-footer-bottom" wrap justify="space-between" gap={12}>
          <span>© {new Date().getFullYear()} Ihe Market. All rights reserved.</span>
          <nav aria-label="Legal">
            <Flex gap={16} wrap>
              {LEGAL_LINKS.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </Flex>
          </nav>
        </Flex>
      </div>
    </footer>
  );
}
