import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Flex, Popconfirm, Result, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined, ReloadOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { CartLineView } from '@ihe/contracts';
import { useAppSelector } from '../../app/hooks.js';
import { LinkButton } from '../../components/LinkButton.js';
import { formatNaira } from '../../components/money.js';
import { ProductImage } from '../catalog/ProductImage.js';
import { vendorDisplayName } from '../catalog/product-format.js';
import { cartOwnerOf, isSignedIn } from './cart-owner.js';
import { availableQuantity } from './local-cart.js';
import { QuantityStepper } from './QuantityStepper.js';
import { useCart } from './use-cart.js';
import './cart.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Where Login sends a guest back to. */
  loginPath: string;
}

/** The cart at a glance, from the header's cart icon: change quantities, remove, go to checkout. */
export function CartDrawer({ open, onClose, loginPath }: Props) {
  const cart = useCart();
  const signedIn = useAppSelector((state) => isSignedIn(state.session));
  const savedLocally = useAppSelector(
    (state) => cartOwnerOf(state.session) === 'server' && state.cart.lines.length > 0,
  );
  const count = cart.itemCount;

  const footer =
    cart.lines.length > 0 ? (
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="baseline">
          <Typography.Text strong style={{ fontSize: 16 }}>
            Subtotal
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 20 }} data-testid="cart-subtotal">
            {formatNaira(cart.subtotal)}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Delivery is worked out at checkout.
        </Typography.Text>
        <LinkButton to="/checkout" type="primary" size="large" block onClick={onClose}>
          Checkout
        </LinkButton>
        <Button block onClick={onClose}>
          Continue Shopping
        </Button>
      </Flex>
    ) : null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={420}
      title={count > 0 ? `Your cart (${count} kg)` : 'Your cart'}
      footer={footer}
      styles={{ body: { padding: '8px 16px' } }}
    >
      {savedLocally && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '8px 0' }}
          title="Saved on this device"
          description="We could not reach the server. Your cart is kept here and synced when you next log in."
        />
      )}
      {cart.isLoading ? (
        <div role="status" aria-label="Loading your cart">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} active avatar={{ shape: 'square', size: 64 }} paragraph={{ rows: 2 }} />
          ))}
        </div>
      ) : cart.isError ? (
        <Result
          status="warning"
          title="Could not load your cart"
          subTitle="Check your connection and try again."
          extra={
            <Button icon={<ReloadOutlined />} onClick={cart.refetch}>
              Try again
            </Button>
          }
        />
      ) : cart.lines.length === 0 ? (
        <Empty
          image={<ShoppingOutlined style={{ fontSize: 56, color: '#9aa89b' }} />}
          description="Your cart is empty"
          style={{ marginTop: 48 }}
        >
          <Flex vertical gap={8} align="center">
            <LinkButton to="/shop" type="primary" onClick={onClose}>
              Browse Products
            </LinkButton>
            {!signedIn && (
              <Typography.Text type="secondary">
                <LinkButton to={loginPath} type="link" onClick={onClose} style={{ padding: 0 }}>
                  Log in
                </LinkButton>{' '}
                to add items to your cart.
              </Typography.Text>
            )}
          </Flex>
        </Empty>
      ) : (
        <ul className="ihe-cart-lines" aria-label="Items in your cart">
          {cart.lines.map((line) => (
            <CartLine
              key={line.productId}
              line={line}
              onQuantity={(quantity) => cart.setQuantity(line.productId, quantity)}
              onRemove={() => cart.remove(line.productId)}
            />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

function CartLine({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLineView;
  onQuantity: (quantity: number) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    await work();
    setBusy(false);
  };
  const { product } = line;
  const stock = availableQuantity(product.stockQuantity);
  const vendor = vendorDisplayName(product.vendor);
  return (
    <li className="ihe-cart-line" aria-label={product.name} aria-busy={busy}>
      <ProductImage
        key={product.imageUrls[0]}
        src={product.imageUrls[0]}
        alt={product.name}
        className="ihe-cart-thumb"
      />
      <div className="ihe-cart-line-body">
        <Typography.Text strong className="ihe-cart-line-name">
          {product.name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13, display: 'block' }}>
          {formatNaira(line.unitPrice)} per kg{vendor ? ` · ${vendor}` : ''}
        </Typography.Text>
        {!product.available && <Tag color="red">No longer available</Tag>}
        <Flex align="center" justify="space-between" gap={8} wrap style={{ marginTop: 8 }}>
          {product.available ? (
            <QuantityStepper
              size="small"
              value={line.quantity}
              // Spec 1 §5: a quantity of 0 or less removes the line ("Item removed from cart").
              min={0}
              max={Math.max(stock, line.quantity)}
              onChange={(quantity) => void run(() => onQuantity(quantity))}
              label={`Quantity (kg) of ${product.name}`}
              disabled={busy}
            />
          ) : (
            <span />
          )}
          <Typography.Text strong>{formatNaira(line.totalPrice)}</Typography.Text>
        </Flex>
      </div>
      <Popconfirm
        title={`Remove ${product.name} from your cart?`}
        okText="Remove"
        okButtonProps={{ danger: true }}
        cancelText="Keep"
        onConfirm={() => run(onRemove)}
      >
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove ${product.name}`}
          loading={busy}
          className="ihe-cart-remove"
        />
      </Popconfirm>
    </li>
  );
}
