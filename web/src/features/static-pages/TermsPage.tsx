import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DELIVERY } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { LegalPage, type LegalSection } from './LegalPage.js';
import { LEGAL_FACTS } from './legal-facts.js';

const P = Typography.Paragraph;

const SECTIONS: LegalSection[] = [
  {
    title: 'Who can use Ihe Market',
    body: (
      <P>
        You must be at least {LEGAL_FACTS.minimumAgeTerms} years old to create an account or place an order.
        By signing up you confirm that the details you give are true and that you will keep your password
        private.
      </P>
    ),
  },
  {
    title: 'Accounts and roles',
    body: (
      <ul>
        <li>Consumers buy produce and keep a cart.</li>
        <li>Vendors and farmers sell produce once our team has verified them.</li>
        <li>Sales managers manage listings once an administrator has approved them.</li>
      </ul>
    ),
  },
  {
    title: 'Prices and payment',
    body: (
      <P>
        Prices are in Nigerian naira per kg and are shown before you order. You can pay by card, bank
        transfer, cash on delivery or mobile money. Delivery is free above{' '}
        {formatNaira(DELIVERY.freeAboveSubtotal)}; below that a delivery fee of {formatNaira(DELIVERY.fee)}{' '}
        applies.
      </P>
    ),
  },
  {
    title: 'Delivery and quality issues',
    body: (
      <P>
        Check your order when it arrives. Delivery or quality issues must be reported within{' '}
        {LEGAL_FACTS.issueReportHours} hours of delivery through the <Link to="/support">Support Center</Link>
        , so we can inspect, replace or refund. Issues reported later may not be accepted.
      </P>
    ),
  },
  {
    title: 'Vendors',
    body: (
      <P>
        Vendors must describe their produce honestly (including organic claims and farm origin), keep stock
        levels up to date, and fulfil the orders they accept.
      </P>
    ),
  },
  {
    title: 'Our responsibility',
    body: (
      <P>
        We work to keep the marketplace available and accurate, but we cannot promise that it will always be
        free of interruptions. Nothing in these terms limits rights you have under Nigerian consumer
        protection law.
      </P>
    ),
  },
  {
    title: 'Changes and contact',
    body: (
      <P>
        We may update these terms and will show the date of the latest version above. Questions? See our{' '}
        <Link to="/privacy">Privacy Policy</Link> or the <Link to="/support">Support Center</Link>.
      </P>
    ),
  },
];

/** /terms (spec 2 §2, §9): users at least 18; delivery or quality issues reported within 24 hours. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={LEGAL_FACTS.updated}
      intro="The rules for buying and selling on Ihe Market. Please read them before you order."
      sections={SECTIONS}
    />
  );
}
