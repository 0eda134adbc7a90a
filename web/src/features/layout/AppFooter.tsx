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
        {/* Plain markup and global.css's grid: the footer is on every storefront page's first load, and
            antd's Row/Col and Typography (with its tooltip) would add ~20 KB gzip to it (issue 14). */}
        <div className="ihe-footer-grid">
          <div className="ihe-footer-about">
            <BrandLogo inverted />
            <p className="ihe-footer-text">
              Wholesale food at fair prices, straight from Nigerian farms, with pickup and delivery support.
            </p>
          </div>
          <LinkColumn title="Quick Links" links={FOOTER_QUICK_LINKS} />
          <LinkColumn title="Categories" links={FOOTER_CATEGORY_LINKS} />
          <div className="ihe-footer-contact-column">
            <h2 className="ihe-footer-heading">Contact</h2>
            <address className="ihe-footer-contact">
              <span className="ihe-footer-contact-line">
                <MailOutlined aria-hidden />
                <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
              </span>
              <span className="ihe-footer-contact-line">
                <EnvironmentOutlined aria-hidden />
                <span>{CONTACT_DETAILS.location}</span>
              </span>
              <span className="ihe-footer-contact-line">
                <ClockCircleOutlined aria-hidden />
                <span>{CONTACT_DETAILS.hours}</span>
              </span>
              <span className="ihe-footer-contact-line">
                <CustomerServiceOutlined aria-hidden />
                <Link to="/support">Support Center</Link>
              </span>
            </address>
          </div>
        </div>
        <div className="ihe-footer-bottom">
          <span>© {new Date().getFullYear()} Ihe Market. All rights reserved.</span>
          <nav aria-label="Legal" className="ihe-footer-legal">
            {LEGAL_LINKS.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
