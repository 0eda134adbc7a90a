import type { ReactNode } from 'react';
import { Alert, Button, Divider, Flex, Skeleton, Tag, Typography } from 'antd';
import type { CartLineView } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { ProductImage } from '../catalog/ProductImage.js';
import { formatKg } from '../catalog/product-format.js';
import type { CheckoutSummary } from './checkout-summary.js';
import { CheckoutCard } from './CheckoutCard.js';

interface Props {
  lines: CartLineView[];
  summary: CheckoutSummary;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** The Place Order button (inside the checkout form). */
  action: ReactNode;
}

/** Order summary (spec 2 §2, §9): lines, subtotal, delivery fee or FREE, the free-delivery prompt, total. */
export function OrderSummary({ lines, summary, loading, error, onRetry, action }: Props) {
  const unavailable = lines.filter((line) => !line.product.available);
  return (
    <CheckoutCard title="Order Summary" className="ihe-checkout-summary">
      {loading ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} className="ihe-summary-skeleton" />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load your cart"
          action={
            <Button size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          <ul className="ihe-checkout-lines" aria-label="Items in your order">
            {lines.map((line) => (
              <li key={line.productId}>
                <Flex gap={12} align="center">
                  <ProductImage
                    key={line.product.imageUrls[0]}
                    src={line.product.imageUrls[0]}
                    alt={line.product.name}
                    className="ihe-checkout-thumb"
                  />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    {/* One line, cut short on a narrow screen and whole in its title. */}
                    <Typography.Text
                      strong
                      ellipsis
                      className="ihe-checkout-line-name"
                      title={line.product.name}
                      style={{ display: 'block' }}
                    >
                      {line.product.name}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {formatKg(line.quantity)} × {formatNaira(line.unitPrice)}
                    </Typography.Text>
                    {!line.product.available && (
                      <div>
                        <Tag color="red">No longer available</Tag>
                      </div>
                    )}
                  </div>
                  <Typography.Text
                    strong={line.product.available}
                    delete={!line.product.available}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {formatNaira(line.totalPrice)}
                  </Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
          {unavailable.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 8 }}
              title="Some items are no longer available. Remove them from your cart to place the order."
            />
          )}
          <Divider style={{ margin: '12px 0' }} />
          <Flex vertical gap={8}>
            <SummaryRow label="Subtotal" value={formatNaira(summary.subtotal)} />
            <SummaryRow
              label="Delivery Fee"
              value={
                summary.deliveryFee > 0 ? (
                  formatNaira(summary.deliveryFee)
                ) : (
                  <Typography.Text type="success" strong>
                    FREE
                  </Typography.Text>
                )
              }
            />
            {summary.freeDeliveryPrompt && (
              <Alert type="warning" title={summary.freeDeliveryPrompt} style={{ padding: '6px 12px' }} />
            )}
            <Divider style={{ margin: '4px 0' }} />
            <Flex justify="space-between" align="baseline">
              <Typography.Text strong style={{ fontSize: 17 }}>
                Total
              </Typography.Text>
              <Typography.Text strong style={{ fontSize: 22 }} data-testid="checkout-total">
                {formatNaira(summary.total)}
              </Typography.Text>
            </Flex>
          </Flex>
          <div style={{ marginTop: 16 }}>{action}</div>
        </>
      )}
    </CheckoutCard>
  );
}

function SummaryRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Flex justify="space-between" align="baseline">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text>{value}</Typography.Text>
    </Flex>
  );
}
