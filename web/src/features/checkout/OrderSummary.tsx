import type { ReactNode } from 'react';
import { Alert, Button, Divider, Tag } from 'antd';
import type { CartLineView } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { ProductImage } from '../catalog/ProductImage.js';
import { formatKg } from '../catalog/product-format.js';
import type { CheckoutSummary } from './checkout-summary.js';
import { CheckoutCard } from './CheckoutCard.js';
import { OrderSummarySkeleton } from './OrderSummarySkeleton.js';

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
        <OrderSummarySkeleton />
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
                <div className="ihe-checkout-line">
                  <ProductImage
                    key={line.product.imageUrls[0]}
                    src={line.product.imageUrls[0]}
                    alt={line.product.name}
                    className="ihe-checkout-thumb"
                  />
                  <div className="ihe-checkout-line-body">
                    {/* Cut by CSS (checkout.css), whole in its title. */}
                    <strong className="ihe-checkout-line-name" title={line.product.name}>
                      {line.product.name}
                    </strong>
                    <span className="ihe-checkout-note">
                      {formatKg(line.quantity)} × {formatNaira(line.unitPrice)}
                    </span>
                    {!line.product.available && (
                      <div>
                        <Tag color="red">No longer available</Tag>
                      </div>
                    )}
                  </div>
                  {line.product.available ? (
                    <strong className="ihe-checkout-amount">{formatNaira(line.totalPrice)}</strong>
                  ) : (
                    <del className="ihe-checkout-amount">{formatNaira(line.totalPrice)}</del>
                  )}
                </div>
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
          <div className="ihe-checkout-totals">
            <SummaryRow label="Subtotal" value={formatNaira(summary.subtotal)} />
            <SummaryRow
              label="Delivery Fee"
              value={
                summary.deliveryFee > 0 ? (
                  formatNaira(summary.deliveryFee)
                ) : (
                  <strong className="ihe-checkout-free">FREE</strong>
                )
              }
            />
            {summary.freeDeliveryPrompt && (
              <Alert type="warning" title={summary.freeDeliveryPrompt} style={{ padding: '6px 12px' }} />
            )}
            <Divider style={{ margin: '4px 0' }} />
            <div className="ihe-checkout-row">
              <strong className="ihe-checkout-total-label">Total</strong>
              <strong className="ihe-checkout-total" data-testid="checkout-total">
                {formatNaira(summary.total)}
              </strong>
            </div>
          </div>
          <div style={{ marginTop: 16 }}>{action}</div>
        </>
      )}
    </CheckoutCard>
  );
}

function SummaryRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="ihe-checkout-row">
      <span className="ihe-checkout-secondary">{label}</span>
      <span>{value}</span>
    </div>
  );
}
