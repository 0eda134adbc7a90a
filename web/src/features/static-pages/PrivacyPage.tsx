import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CONTACT_DETAILS } from '../layout/site-links.js';
import { LegalPage, type LegalSection } from './LegalPage.js';
import { LEGAL_FACTS } from './legal-facts.js';

const P = Typography.Paragraph;

const SECTIONS: LegalSection[] = [
  {
    title: 'What we collect',
    body: (
      <ul>
        <li>Account details: your name, email address, phone number and role.</li>
        <li>Delivery and business details: delivery address, business or farm name and address.</li>
        <li>Orders: what you buy or sell, amounts, payment method and delivery status.</li>
        <li>Security records: sign-in times and failed sign-in attempts, kept to protect your account.</li>
      </ul>
    ),
  },
  {
    title: 'How we use it',
    body: (
      <ul>
        <li>To run your account, your cart and your orders.</li>
        <li>To arrange pickup and delivery, and to contact you about them (including by WhatsApp or SMS).</li>
        <li>To verify vendors and sales managers before they can sell or manage listings.</li>
        <li>To keep the marketplace safe and to meet our legal duties.</li>
      </ul>
    ),
  },
  {
    title: 'Who we share it with',
    body: (
      <P>
        Vendors see what they need to fulfil your order (your name, delivery address and phone number).
        Delivery partners see pickup and drop-off details. Payment providers process payments. We do not sell
        your data.
      </P>
    ),
  },
  {
    title: 'Your browser',
    body: (
      <P>
        We keep your session and, when needed, your cart in your browser&apos;s local storage so you stay
        signed in and do not lose your cart. Logging out removes the session.
      </P>
    ),
  },
  {
    title: 'Children',
    body: (
      <P>
        Ihe Market is not for children under {LEGAL_FACTS.minimumAgePrivacy}. We do not knowingly collect data
        from anyone under {LEGAL_FACTS.minimumAgePrivacy}; if you believe a child has given us their data,
        contact us and we will delete it.
      </P>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <P>
        You can see and correct your details under Profile Settings, and ask us to delete your account. Under
        the Nigeria Data Protection Act you may also ask what data we hold about you.
      </P>
    ),
  },
  {
    title: 'Contact',
    body: (
      <P>
        Write to <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> or use the{' '}
        <Link to="/support">Support Center</Link>.
      </P>
    ),
  },
];

/** /privacy (spec 2 §2, §9): static text; not for children under 13. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LEGAL_FACTS.updated}
      intro="What we collect when you use Ihe Market, why, and the choices you have."
      sections={SECTIONS}
    />
  );
}
