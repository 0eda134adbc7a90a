import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import { VENDOR_PRODUCT_MESSAGES } from '@ihe/contracts';
import { useNavigate } from 'react-router-dom';
import { useVendorApproval } from '../vendor-verification/use-vendor-approval.js';
import { VerificationBanner } from '../vendor-verification/VerificationBanner.js';
import { AddProductForm } from './AddProductForm.js';
import { useAddProduct } from './use-add-product.js';

// The side column (price calculator with Descriptions, tips) is secondary to the form, and below it on a
// phone: it loads after the page, a skeleton card in its place meanwhile (issue 14's budget).
const ProductSidePanels = lazy(() =>
  import('./ProductSidePanels.js').then((m) => ({ default: m.ProductSidePanels })),
);

/** /vendor-dashboard/add-product (spec 2 §2, §5): the form, images, price calculator and tips. */
export function AddProductPage() {
  const navigate = useNavigate();
  const { verification, approved, isLoading, isError, isFetching, refetch } = useVendorApproval();
  const { add, step } = useAddProduct();
  const [basePrice, setBasePrice] = useState<number | null>(null);

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          Add Product
        </Typography.Title>
        <Typography.Text type="secondary">
          List new produce for buyers across Nigeria. Prices are per kg.
        </Typography.Text>
      </div>
      {isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="Your verification status could not be checked."
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        !isLoading &&
        !approved && (
          <>
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={VENDOR_PRODUCT_MESSAGES.mustBeVerified}
            />
            <VerificationBanner verification={verification} />
          </>
        )
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Card>
            {isLoading ? (
              <Skeleton active paragraph={{ rows: 10 }} />
            ) : (
              <AddProductForm
                disabled={!approved}
                step={step}
                onBasePriceChange={setBasePrice}
                onSubmit={async (values, images) => {
                  const added = await add(values, images);
                  if (added) navigate('/vendor-dashboard/products');
                  return added;
                }}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Suspense
            fallback={
              <Card size="small" title="Price Calculator" aria-busy="true">
                <Skeleton active paragraph={{ rows: 4 }} />
              </Card>
            }
          >
            <ProductSidePanels basePrice={basePrice} />
          </Suspense>
        </Col>
      </Row>
    </>
  );
}
