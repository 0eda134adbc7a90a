import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { SALES_CATEGORIES } from '@ihe/contracts';
import {
  EMPTY_SALES_PRODUCT,
  SALES_PRODUCT_RULES as RULES,
  type SalesProductFormValues,
} from './sales-product-rules.js';
import { VendorSelect } from './VendorSelect.js';

const CATEGORY_OPTIONS = SALES_CATEGORIES.map((category) => ({ value: category, label: category }));

interface Props {
  sending: boolean;
  /** True when the product was added (the form then starts again). */
  onSubmit: (values: SalesProductFormValues) => Promise<boolean>;
}

/** The sales-manager product form (spec 2 §5): every rule with its message as the user types and on submit. */
export function SalesProductForm({ sending, onSubmit }: Props) {
  const [form] = Form.useForm<SalesProductFormValues>();

  return (
    <Form<SalesProductFormValues>
      form={form}
      layout="vertical"
      initialValues={EMPTY_SALES_PRODUCT}
      disabled={sending}
      requiredMark="optional"
      onFinish={async (values) => {
        if (await onSubmit({ ...EMPTY_SALES_PRODUCT, ...values })) form.resetFields();
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item label="Product name" name="name" rules={RULES.name} required>
            <Input placeholder="e.g. Abakaliki Yam" maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            label="Category"
            name="category"
            rules={RULES.category}
            required
            validateTrigger={['onChange', 'onBlur']}
          >
            <Select placeholder="Select a category" options={CATEGORY_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} md={12}>
          <Form.Item label="Price per kg (₦)" name="price" rules={RULES.price} required>
            <InputNumber<number> style={{ width: '100%' }} placeholder="e.g. 1500" inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} md={12}>
          <Form.Item label="Stock quantity (kg)" name="stockQuantity" rules={RULES.stockQuantity} required>
            <InputNumber<number> style={{ width: '100%' }} placeholder="e.g. 200" inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Description" name="description" rules={RULES.description} required>
        {/* No character count: on a phone it sat on top of the rule's message. */}
        <Input.TextArea rows={4} maxLength={2000} placeholder="Variety, size, freshness, packing…" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Farm origin" name="farmOrigin" rules={RULES.farmOrigin} required>
            <Input placeholder="e.g. Abakaliki, Ebonyi State" maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Vendor" name="vendorId" extra="The approved vendor who supplies it, if any.">
            <VendorSelect disabled={sending} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="isOrganic" valuePropName="checked">
        <Checkbox>Organic produce</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        {sending ? 'Adding product…' : 'Add Product'}
      </Button>
    </Form>
  );
}
