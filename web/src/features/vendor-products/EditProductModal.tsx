import { useEffect } from 'react';
import { Checkbox, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import {
  VENDOR_PRODUCT_MESSAGES,
  type VendorProductChangesRequest,
  type VendorProductView,
} from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { PRODUCT_RULES } from '../vendor-add-product/add-product-rules.js';
import { PriceCalculator } from '../vendor-add-product/PriceCalculator.js';
import { useUpdateVendorProductMutation } from './vendor-products-api.js';

export const PRODUCT_UPDATE_FAILED = 'Failed to update product';

interface EditValues {
  name: string;
  description: string;
  basePrice: number | null;
  stockQuantity: number | null;
  isOrganic: boolean;
  farmOrigin: string;
}

const valuesOf = (product: VendorProductView): EditValues => ({
  name: product.name,
  description: product.description,
  basePrice: product.basePrice,
  stockQuantity: product.stockQuantity,
  isOrganic: product.isOrganic,
  farmOrigin: product.farmOrigin ?? '',
});

/** Only what changed goes to PATCH /vendor/products/:id. */
export function productChanges(product: VendorProductView, values: EditValues): VendorProductChangesRequest {
  const before = valuesOf(product);
  const changes: VendorProductChangesRequest = {};
  if (values.name.trim() !== before.name) changes.name = values.name.trim();
  if (values.description.trim() !== before.description) changes.description = values.description.trim();
  if (values.basePrice !== null && values.basePrice !== before.basePrice)
    changes.basePrice = values.basePrice;
  if (values.stockQuantity !== null && values.stockQuantity !== before.stockQuantity)
    changes.stockQuantity = values.stockQuantity;
  if (values.isOrganic !== before.isOrganic) changes.isOrganic = values.isOrganic;
  if (values.farmOrigin.trim() !== before.farmOrigin) changes.farmOrigin = values.farmOrigin.trim() || null;
  return changes;
}

/** Edit: name, description, base price (with the price calculator), stock, organic and farm origin. */
export function EditProductModal({
  product,
  onClose,
}: {
  product: VendorProductView | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<EditValues>();
  const basePrice = Form.useWatch('basePrice', form);
  const [update, { isLoading }] = useUpdateVendorProductMutation();

  useEffect(() => {
    if (product) form.setFieldsValue(valuesOf(product));
  }, [product, form]);

  const save = async (values: EditValues) => {
    if (!product) return;
    const changes = productChanges(product, values);
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await update({ id: product.id, changes }).unwrap();
      toast.success(VENDOR_PRODUCT_MESSAGES.updated);
      onClose();
    } catch (error) {
      toast.error(describeApiError(error as never).message ?? PRODUCT_UPDATE_FAILED);
    }
  };

  return (
    <Modal
      open={product !== null}
      title={product ? `Edit ${product.name}` : 'Edit product'}
      okText="Save Changes"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      cancelButtonProps={{ disabled: isLoading }}
      // The form stays mounted (its instance is created here), filled anew for each product.
      forceRender
      width={640}
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void save(values)}
        disabled={isLoading}
      >
        <Form.Item label="Product name" name="name" rules={PRODUCT_RULES.name}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={PRODUCT_RULES.description}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Your price per kg (₦)" name="basePrice" rules={PRODUCT_RULES.basePrice}>
              <InputNumber<number> min={0} step={50} style={{ width: '100%' }} inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Stock quantity (kg)" name="stockQuantity" rules={PRODUCT_RULES.stockQuantity}>
              <InputNumber<number> style={{ width: '100%' }} inputMode="decimal" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Farm origin" name="farmOrigin">
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="isOrganic" valuePropName="checked">
          <Checkbox>Organic produce</Checkbox>
        </Form.Item>
      </Form>
      <PriceCalculator basePrice={basePrice} />
    </Modal>
  );
}
