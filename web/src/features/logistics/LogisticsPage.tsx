import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Typography,
} from 'antd';
import { CalculatorOutlined, SendOutlined } from '@ant-design/icons';
import { LOGISTICS } from '@ihe/contracts';
import { ruleFrom } from '../../components/form-rule.js';
import { formatNaira } from '../../components/money.js';
import { toast } from '../../components/toast.js';
import { PageIntro } from '../static-pages/PageIntro.js';
import { LogisticsServices } from './LogisticsServices.js';
import {
  DISTANCE_PRICING,
  LOGISTICS_MESSAGES,
  estimateError,
  estimateLogisticsCost,
  logisticsSubmitError,
  parseWeight,
  type LogisticsRequestValues,
} from './logistics-rules.js';

const QUOTE_TOAST = 'logistics-quote';

const required = { required: true, whitespace: true, message: LOGISTICS_MESSAGES.requiredFields };

const priceRange = (min: number, max: number | null) =>
  max === null ? `${formatNaira(min)} and up` : `${formatNaira(min)} - ${formatNaira(max)}`;

/** /logistics (spec 2 §2, §5, §8, §9): services, distance pricing and the quote form (no network call). */
export function LogisticsPage() {
  const [form] = Form.useForm<LogisticsRequestValues>();
  const [estimate, setEstimate] = useState<number | null>(null);

  const calculate = () => {
    const weight = form.getFieldValue('weight') as LogisticsRequestValues['weight'];
    const error = estimateError(weight);
    // One toast for the quote, the latest answer in place of the one before (not a stale error beside it).
    if (error) {
      setEstimate(null);
      form.setFields([{ name: 'weight', errors: [error] }]);
      toast.error(error, QUOTE_TOAST);
      return;
    }
    form.setFields([{ name: 'weight', errors: [] }]);
    setEstimate(estimateLogisticsCost(parseWeight(weight)!));
    toast.success(LOGISTICS_MESSAGES.quoteCalculated, QUOTE_TOAST);
  };

  const submit = (values: LogisticsRequestValues) => {
    const error = logisticsSubmitError(values);
    if (error) return void toast.error(error);
    // The spec sends this request nowhere: say so, clear the form.
    toast.success(LOGISTICS_MESSAGES.submitted);
    form.resetFields();
    setEstimate(null);
  };

  return (
    <>
      <PageIntro title="Logistics" eyebrow="Pickup and delivery">
        Move produce from the farm to your business: we pick up, check quality and deliver, same day or next
        day.
      </PageIntro>
      <div className="ihe-container">
        <section className="ihe-page-section" aria-labelledby="logistics-services">
          <Typography.Title level={2} id="logistics-services">
            Our services
          </Typography.Title>
          <LogisticsServices />
        </section>

        <Row gutter={[24, 24]} className="ihe-page-section">
          <Col xs={24} lg={10}>
            <section aria-labelledby="logistics-pricing">
              <Typography.Title
                level={2}
                id="logistics-pricing"
                style={{ fontSize: 'clamp(20px, 4.5vw, 26px)' }}
              >
                Distance pricing
              </Typography.Title>
              {/* Four fixed rows: a bordered list of distance → price and delivery time reads on a phone
                  without sideways scrolling, and spares the page antd's Table (~40 KB gzip of its first load). */}
              <Descriptions
                bordered
                size="small"
                column={1}
                styles={{ label: { whiteSpace: 'nowrap' } }}
                items={DISTANCE_PRICING.map((row) => ({
                  key: row.distance,
                  label: row.distance,
                  children: (
                    <Flex vertical>
                      <strong>{priceRange(row.min, row.max)}</strong>
                      <Typography.Text type="secondary">Delivery: {row.time}</Typography.Text>
                    </Flex>
                  ),
                }))}
              />
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 13 }}>
                Prices depend on distance, weight and the roads. The quote form gives a quick estimate of{' '}
                {formatNaira(LOGISTICS.baseFee)} plus {formatNaira(LOGISTICS.perKg)} per kg.
              </Typography.Paragraph>
            </section>
          </Col>
          <Col xs={24} lg={14}>
            <Card variant="borderless" id="quote">
              <Typography.Title level={2} style={{ fontSize: 'clamp(20px, 4.5vw, 26px)', marginTop: 0 }}>
                Request a quote
              </Typography.Title>
              <Form<LogisticsRequestValues>
                form={form}
                layout="vertical"
                aria-label="Logistics quote"
                onFinish={submit}
                onFinishFailed={({ values }) =>
                  toast.error(logisticsSubmitError(values) ?? LOGISTICS_MESSAGES.requiredFields)
                }
                onValuesChange={(changed: LogisticsRequestValues) => {
                  if ('weight' in changed) setEstimate(null);
                }}
              >
                <Form.Item label="Item details" name="itemDetails" rules={[required]}>
                  <Input.TextArea
                    rows={2}
                    placeholder="e.g. 40 tubers of yam, 10 bags of rice"
                    maxLength={500}
                  />
                </Form.Item>
                <Form.Item
                  label="Weight (kg)"
                  name="weight"
                  rules={[
                    { required: true, message: LOGISTICS_MESSAGES.requiredFields },
                    ruleFrom<LogisticsRequestValues['weight']>((value) =>
                      value === null || value === undefined ? null : estimateError(value),
                    ),
                  ]}
                >
                  <InputNumber style={{ width: '100%' }} placeholder="e.g. 250" inputMode="decimal" />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item label="Pickup address" name="pickupAddress" rules={[required]}>
                      <Input placeholder="Farm or warehouse address" autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Drop-off address" name="dropoffAddress" rules={[required]}>
                      <Input placeholder="Where it should arrive" autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Contact name (optional)" name="contactName">
                      <Input autoComplete="name" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Contact phone (optional)" name="contactPhone">
                      <Input autoComplete="tel" inputMode="tel" />
                    </Form.Item>
                  </Col>
                </Row>
                {estimate !== null && (
                  <Alert
                    type="success"
                    showIcon
                    role="status"
                    style={{ marginBottom: 16 }}
                    title={
                      <span>
                        Estimated cost:{' '}
                        <strong data-testid="logistics-estimate">{formatNaira(estimate)}</strong>
                      </span>
                    }
                    description="This is an estimated price. We confirm the final price when we call you."
                  />
                )}
                <Row gutter={[12, 12]}>
                  <Col xs={24} sm={12}>
                    <Button block size="large" icon={<CalculatorOutlined />} onClick={calculate}>
                      Calculate Estimate
                    </Button>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Button block size="large" type="primary" htmlType="submit" icon={<SendOutlined />}>
                      Submit Request
                    </Button>
                  </Col>
                </Row>
              </Form>
            </Card>
          </Col>
        </Row>
      </div>
    </>
  );
}
