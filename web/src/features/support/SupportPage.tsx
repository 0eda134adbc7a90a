import { Badge, Button, Card, Col, Collapse, Flex, Form, Input, Row, Select, Typography } from 'antd';
import {
  CheckCircleFilled,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { BRAND } from '../../app/theme.js';
import { ruleFrom } from '../../components/form-rule.js';
import { toast } from '../../components/toast.js';
import { PageIntro } from '../static-pages/PageIntro.js';
import { SUPPORT_CONTACT, SUPPORT_FAQ, SYSTEM_STATUS } from './support-content.js';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGES,
  supportEmailError,
  supportSubmitError,
  type SupportRequestValues,
} from './support-rules.js';

const required = { required: true, whitespace: true, message: SUPPORT_MESSAGES.requiredFields };

/** /support (spec 2 §2, §5, §8, §9): contact methods, the support form (no network call), FAQ, status. */
export function SupportPage() {
  const [form] = Form.useForm<SupportRequestValues>();

  const submit = (values: SupportRequestValues) => {
    const error = supportSubmitError(values);
    if (error) return void toast.error(error);
    toast.success(SUPPORT_MESSAGES.submitted);
    form.resetFields();
  };

  const contacts = [
    {
      key: 'email',
      icon: <MailOutlined />,
      title: 'Email',
      text: 'We answer within one working day.',
      action: <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>,
    },
    {
      key: 'phone',
      icon: <PhoneOutlined />,
      title: 'Phone',
      text: SUPPORT_CONTACT.hours,
      action: <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phone}</a>,
    },
    {
      key: 'chat',
      icon: <MessageOutlined />,
      title: 'Live chat',
      text: `Chat with our team, ${SUPPORT_CONTACT.hours}.`,
      action: <a href="#support-form">Write to us below</a>,
    },
  ];

  return (
    <>
      <PageIntro title="Support Center" eyebrow="We're here to help">
        Questions about an order, a payment or a delivery? Reach us the way that suits you.
      </PageIntro>
      <div className="ihe-container">
        <section className="ihe-page-section" aria-labelledby="support-contact">
          <Typography.Title level={2} id="support-contact">
            Contact us
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {contacts.map((contact) => (
              <Col key={contact.key} xs={24} md={8}>
                <Card variant="borderless" style={{ height: '100%' }}>
                  <Flex gap={14} align="flex-start">
                    <span
                      aria-hidden
                      style={{
                        fontSize: 22,
                        color: BRAND.leaf,
                        background: '#e8f3e8',
                        borderRadius: 12,
                        width: 44,
                        height: 44,
                        display: 'grid',
                        placeItems: 'center',
                        flex: 'none',
                      }}
                    >
                      {contact.icon}
                    </span>
                    <div style={{ minWidth: 0 }}>
                      <Typography.Title level={3} style={{ fontSize: 17, margin: 0 }}>
                        {contact.title}
                      </Typography.Title>
                      <Typography.Text type="secondary" style={{ display: 'block' }}>
                        {contact.text}
                      </Typography.Text>
                      {contact.action}
                    </div>
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
        </section>

        <Row gutter={[24, 24]} className="ihe-page-section">
          <Col xs={24} lg={14}>
            <Card variant="borderless" id="support-form">
              <Typography.Title level={2} style={{ fontSize: 'clamp(20px, 4.5vw, 26px)', marginTop: 0 }}>
                Send us a message
              </Typography.Title>
              <Form<SupportRequestValues>
                form={form}
                layout="vertical"
                aria-label="Support request"
                onFinish={submit}
                onFinishFailed={({ values }) =>
                  toast.error(supportSubmitError(values) ?? SUPPORT_MESSAGES.requiredFields)
                }
              >
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item label="Name" name="name" rules={[required]}>
                      <Input autoComplete="name" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Email" name="email" rules={[required, ruleFrom(supportEmailError)]}>
                      <Input autoComplete="email" inputMode="email" />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item label="Category (optional)" name="category">
                  <Select
                    allowClear
                    placeholder="What is it about?"
                    options={SUPPORT_CATEGORIES.map((category) => ({ ...category }))}
                  />
                </Form.Item>
                <Form.Item label="Subject" name="subject" rules={[required]}>
                  <Input maxLength={150} />
                </Form.Item>
                <Form.Item label="Message" name="message" rules={[required]}>
                  <Input.TextArea rows={5} maxLength={2000} showCount />
                </Form.Item>
                <Button type="primary" size="large" htmlType="submit" icon={<SendOutlined />} block>
                  Submit Request
                </Button>
              </Form>
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card variant="borderless" style={{ marginBottom: 24 }}>
              <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
                System status
              </Typography.Title>
              <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
                <CheckCircleFilled style={{ color: BRAND.leaf, fontSize: 20 }} aria-hidden />
                <Typography.Text strong>All systems operational</Typography.Text>
              </Flex>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
                {SYSTEM_STATUS.map((system) => (
                  <li key={system}>
                    <Flex justify="space-between">
                      <span>{system}</span>
                      <Badge status="success" text="Operational" />
                    </Flex>
                  </li>
                ))}
              </ul>
            </Card>
            <section aria-labelledby="support-faq">
              <Typography.Title level={2} id="support-faq" style={{ fontSize: 20 }}>
                Frequently asked questions
              </Typography.Title>
              <Collapse
                accordion
                items={SUPPORT_FAQ.map((faq) => ({
                  key: faq.key,
                  label: faq.question,
                  children: <Typography.Paragraph style={{ margin: 0 }}>{faq.answer}</Typography.Paragraph>,
                }))}
              />
            </section>
          </Col>
        </Row>
      </div>
    </>
  );
}
