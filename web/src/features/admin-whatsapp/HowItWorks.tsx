import { Card, Flex, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { BRAND } from '../../app/theme.js';

/** The how-it-works box of spec 2 §2. */
export function HowItWorks() {
  return (
    <Card size="small" className="ihe-wa-how" style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 4 }}>
        <InfoCircleOutlined aria-hidden style={{ color: BRAND.leaf, fontSize: 18 }} />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          How it works
        </Typography.Title>
      </Flex>
      <ol className="ihe-wa-list">
        <li>A customer places an order.</li>
        <li>
          WhatsApp messages go to the admin number, each vendor on the order, the company number and the
          customer, written from the message templates.
        </li>
        <li>Each one is logged: pending, then sent and delivered, or failed with the reason.</li>
        <li>
          A failed send is retried a few times. The order never waits for WhatsApp, and a number that is not
          set is skipped.
        </li>
        <li>The figures above count the last 30 days.</li>
      </ol>
    </Card>
  );
}
