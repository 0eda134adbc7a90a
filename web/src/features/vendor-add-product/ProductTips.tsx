import { Card, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';

const TIPS = [
  'Use clear, bright photos taken in daylight; square photos show best.',
  'Name the variety and origin, e.g. "Abakaliki Yam" rather than "Yam".',
  'Describe size, freshness and how the produce is packed for delivery.',
  'Keep your stock in kg up to date so buyers never order what you cannot send.',
  'A fair minimum order helps restaurants and market traders buy with confidence.',
];

/** Tips for a good listing (spec 2 §2 add product). */
export function ProductTips() {
  return (
    <Card
      size="small"
      title={
        <span>
          <BulbOutlined aria-hidden /> Tips for a great listing
        </span>
      }
    >
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {TIPS.map((tip) => (
          <li key={tip} style={{ marginBottom: 6 }}>
            <Typography.Text>{tip}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
