import { Card, Col, Row, Typography } from 'antd';
import { SALES_MESSAGES } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { useCreateSalesProductMutation } from './sales-product-api.js';
import { newSalesProductRequest, type SalesProductFormValues } from './sales-product-rules.js';
import { SalesProductForm } from './SalesProductForm.js';

const TIPS = [
  'Use the name buyers search for, with the variety: "Ofada Rice", not "Rice 2".',
  'The price is what the customer pays per kg, in naira.',
  'Products with stock show in the shop at once; every addition is written to the audit log.',
];

/** /sales-dashboard/product-upload (spec 2 §5): the form, then Product added successfully! or the failure. */
export function ProductUploadPage() {
  const [create, { isLoading }] = useCreateSalesProductMutation();

  const submit = async (values: SalesProductFormValues): Promise<boolean> => {
    try {
      await create(newSalesProductRequest(values)).unwrap();
      toast.success(SALES_MESSAGES.productAdded);
      return true;
    } catch (error) {
      toast.error(describeApiError(error as never).message ?? SALES_MESSAGES.addFailed);
      return false;
    }
  };

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          Product Upload
        </Typography.Title>
        <Typography.Text type="secondary">Add a product to the Ihe Market listing.</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            <SalesProductForm sending={isLoading} onSubmit={submit} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Tips" size="small">
            <ul style={{ paddingInlineStart: 18, margin: 0 }}>
              {TIPS.map((tip) => (
                <li key={tip} style={{ marginBottom: 8 }}>
                  <Typography.Text>{tip}</Typography.Text>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      </Row>
    </>
  );
}
