import { lazy, Suspense, useState } from 'react';
import {
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  theme,
  Typography,
  type UploadFile,
} from 'antd';
import { DEFAULT_PROFIT_SETTING, VENDOR_CATEGORIES, VENDOR_PRODUCT_LIMITS } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { SubmitWhenValid } from '../../components/SubmitWhenValid.js';
import { useGetProfitSettingQuery } from './add-product-api.js';
import {
  EMPTY_PRODUCT_FORM,
  isProductFormValid,
  PRODUCT_RULES,
  type ProductFormValues,
} from './add-product-rules.js';
import { priceBreakdown } from './price-breakdown.js';
import type { AddProductStep } from './use-add-product.js';

const CATEGORY_OPTIONS = VENDOR_CATEGORIES.map((category) => ({
  value: category,
  label: category.charAt(0).toUpperCase() + category.slice(1),
}));

// The picker (antd's Upload and its list) sits below the fold on every screen: it loads after the form,
// an image tile's skeleton in its place meanwhile (issue 14's budget).
const ImagePicker = lazy(() => import('./ImagePicker.js').then((m) => ({ default: m.ImagePicker })));

const STEP_LABELS: Record<AddProductStep, string> = {
  idle: 'Add Product',
  uploading: 'Uploading images…',
  saving: 'Saving product…',
};

interface Props {
  disabled: boolean;
  step: AddProductStep;
  onBasePriceChange: (basePrice: number | null) => void;
  onSubmit: (values: ProductFormValues, images: UploadFile[]) => Promise<boolean>;
}

/** The add-product form (spec 2 §5): every rule as the user types; submit disabled while invalid or sending. */
export function AddProductForm({ disabled, step, onBasePriceChange, onSubmit }: Props) {
  const [form] = Form.useForm<ProductFormValues>();
  // Upload's picture-card tile (antd's pictureCardSize): the picker takes the skeleton's place without a jump.
  const tileSize = theme.useToken().token.controlHeightLG * 2.55;
  const values = Form.useWatch([], form) as Partial<ProductFormValues> | undefined;
  const [images, setImages] = useState<UploadFile[]>([]);
  const sending = step !== 'idle';
  const { data: setting } = useGetProfitSettingQuery();
  const figures = priceBreakdown(values?.basePrice, setting ?? DEFAULT_PROFIT_SETTING);

  const submit = async (submitted: ProductFormValues) => {
    if (await onSubmit({ ...EMPTY_PRODUCT_FORM, ...submitted }, images)) {
      form.resetFields();
      setImages([]);
      onBasePriceChange(null);
    }
  };

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={EMPTY_PRODUCT_FORM}
      disabled={disabled || sending}
      onFinish={(submitted) => void submit(submitted)}
      onValuesChange={(changed: Partial<ProductFormValues>) => {
        if ('basePrice' in changed) onBasePriceChange(changed.basePrice ?? null);
      }}
      requiredMark="optional"
    >
      <Form.Item label="Product name" name="name" rules={PRODUCT_RULES.name} required>
        <Input placeholder="e.g. Abakaliki Yam" maxLength={120} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={PRODUCT_RULES.description} required>
        <Input.TextArea
          rows={4}
          placeholder="Variety, size, freshness, packing…"
          maxLength={2000}
          showCount
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Category"
            name="category"
            rules={PRODUCT_RULES.category}
            required
            // Leaving the list without a choice says so at once (submit is disabled until then).
            validateTrigger={['onChange', 'onBlur']}
          >
            <Select placeholder="Select a category" options={CATEGORY_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Your price per kg (₦)"
            name="basePrice"
            rules={PRODUCT_RULES.basePrice}
            required
            extra={figures ? `Customers pay ${formatNaira(figures.customerPrice)} per kg` : undefined}
          >
            <InputNumber<number>
              min={0}
              step={50}
              style={{ width: '100%' }}
              placeholder="e.g. 1500"
              inputMode="decimal"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Stock quantity (kg)"
            name="stockQuantity"
            rules={PRODUCT_RULES.stockQuantity}
            required
          >
            <InputNumber<number> style={{ width: '100%' }} placeholder="e.g. 500" inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Minimum order (kg)"
            name="minimumOrderQuantity"
            rules={PRODUCT_RULES.minimumOrderQuantity}
            required
          >
            <InputNumber<number> style={{ width: '100%' }} inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Farm origin" name="farmOrigin">
        <Input placeholder="e.g. Abakaliki, Ebonyi State" maxLength={120} />
      </Form.Item>
      <Form.Item name="isOrganic" valuePropName="checked">
        <Checkbox>Organic produce</Checkbox>
      </Form.Item>
      <Form.Item label="Product images">
        <Suspense fallback={<Skeleton.Node active style={{ width: tileSize, height: tileSize }} />}>
          <ImagePicker value={images} onChange={setImages} disabled={disabled || sending} />
        </Suspense>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
          Up to {VENDOR_PRODUCT_LIMITS.maxImages} images, 5MB each. The first is the one buyers see first.
        </Typography.Text>
      </Form.Item>
      <SubmitWhenValid<Partial<ProductFormValues>>
        isValid={isProductFormValid}
        disabled={disabled || sending}
        size="large"
        block
        loading={sending}
      >
        {STEP_LABELS[step]}
      </SubmitWhenValid>
      {sending && (
        <Typography.Text type="secondary" role="status" style={{ display: 'block', marginTop: 8 }}>
          {step === 'uploading'
            ? `Uploading ${images.length} image${images.length === 1 ? '' : 's'}…`
            : 'Saving your product…'}
        </Typography.Text>
      )}
    </Form>
  );
}
