import { Avatar, Card, Col, Flex, Row, Typography } from 'antd';
import { AimOutlined, EyeOutlined, HeartOutlined } from '@ant-design/icons';
import { BRAND } from '../../app/theme.js';
import { LinkButton } from '../../components/LinkButton.js';
import { HOME_STATS } from '../home/home-content.js';
import { PageIntro } from './PageIntro.js';

const PILLARS = [
  {
    key: 'mission',
    title: 'Our mission',
    icon: <AimOutlined />,
    text: 'To put fresh farm produce on every Nigerian table at fair wholesale prices, by linking buyers directly to the farms that grow it.',
  },
  {
    key: 'vision',
    title: 'Our vision',
    icon: <EyeOutlined />,
    text: 'A food market where farmers earn more, buyers pay less, and less of every harvest is lost between the farm and the kitchen.',
  },
  {
    key: 'purpose',
    title: 'Our purpose',
    icon: <HeartOutlined />,
    text: 'Restaurants, schools and market traders deserve a supplier they can count on; farmers deserve buyers who pay on time. We are both.',
  },
];

const VALUES = [
  { title: 'Fairness', text: 'Clear prices per kg, with the farmer’s share shown plainly.' },
  { title: 'Freshness', text: 'Short routes from harvest to delivery, checked at every step.' },
  { title: 'Trust', text: 'Every vendor is verified before they can sell.' },
  { title: 'Reliability', text: 'Orders delivered when we say, with support around the clock.' },
];

/** Static marketing text (spec 2 §2); names are placeholders for the business to replace. */
const TEAM = [
  { name: 'Adaeze Okonkwo', role: 'Founder & CEO', initials: 'AO' },
  { name: 'Tunde Bakare', role: 'Head of Logistics', initials: 'TB' },
  { name: 'Hauwa Musa', role: 'Farmer Relations', initials: 'HM' },
  { name: 'Chinedu Eze', role: 'Customer Success', initials: 'CE' },
];

const IMPACT = [...HOME_STATS, { value: '6', label: 'Produce Categories' }];

/** /about (spec 2 §2): mission, vision, purpose, values, impact, team, and the two calls to action. */
export function AboutPage() {
  return (
    <>
      <PageIntro title="About Ihe Market" eyebrow="Who we are">
        Wholesale food from Nigerian farms, with the logistics to bring it to you.
      </PageIntro>
      <div className="ihe-container">
        <section className="ihe-page-section" aria-label="Mission, vision and purpose">
          <Row gutter={[16, 16]}>
            {PILLARS.map((pillar) => (
              <Col key={pillar.key} xs={24} md={8}>
                <Card variant="borderless" style={{ height: '100%' }}>
                  <Flex gap={10} align="center" style={{ marginBottom: 8 }}>
                    <span aria-hidden style={{ color: BRAND.leaf, fontSize: 22 }}>
                      {pillar.icon}
                    </span>
                    <Typography.Title level={2} style={{ fontSize: 19, margin: 0 }}>
                      {pillar.title}
                    </Typography.Title>
                  </Flex>
                  <Typography.Paragraph style={{ margin: 0 }}>{pillar.text}</Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </section>

        <section className="ihe-page-section" aria-labelledby="about-values">
          <Typography.Title level={2} id="about-values">
            Our values
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {VALUES.map((value) => (
              <Col key={value.title} xs={12} md={6}>
                <Card variant="borderless" style={{ height: '100%' }}>
                  <Typography.Title level={3} style={{ fontSize: 17, marginTop: 0, color: BRAND.leafDark }}>
                    {value.title}
                  </Typography.Title>
                  <Typography.Text type="secondary">{value.text}</Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        </section>

        <section className="ihe-page-section" aria-labelledby="about-impact">
          <Typography.Title level={2} id="about-impact">
            Our impact
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {IMPACT.map((figure) => (
              <Col key={figure.label} xs={12} md={6}>
                <Card variant="borderless" style={{ textAlign: 'center', height: '100%' }}>
                  <div style={{ fontSize: 30, fontWeight: 800, color: BRAND.leafDark }}>{figure.value}</div>
                  <Typography.Text type="secondary">{figure.label}</Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        </section>

        <section className="ihe-page-section" aria-labelledby="about-team">
          <Typography.Title level={2} id="about-team">
            Our team
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {TEAM.map((member) => (
              <Col key={member.name} xs={12} md={6}>
                <Card variant="borderless" style={{ textAlign: 'center', height: '100%' }}>
                  <Avatar size={64} style={{ background: BRAND.leaf, fontSize: 22 }}>
                    {member.initials}
                  </Avatar>
                  <Typography.Title level={3} style={{ fontSize: 16, margin: '12px 0 2px' }}>
                    {member.name}
                  </Typography.Title>
                  <Typography.Text type="secondary">{member.role}</Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        </section>

        <section
          className="ihe-page-section"
          aria-labelledby="about-cta"
          style={{ background: '#eaf4e8', borderRadius: 20, padding: '28px 20px', textAlign: 'center' }}
        >
          <Typography.Title level={2} id="about-cta" style={{ marginTop: 0 }}>
            Ready to buy straight from the farm?
          </Typography.Title>
          <Flex gap={12} justify="center" wrap>
            <LinkButton to="/auth" type="primary" size="large">
              Get Started
            </LinkButton>
            <LinkButton to="/shop" size="large">
              Browse Products
            </LinkButton>
          </Flex>
        </section>
      </div>
    </>
  );
}
