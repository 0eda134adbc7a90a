import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TextAreaRef } from 'antd/es/input/TextArea.js';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Radio,
  Typography,
  type FormRule,
} from 'antd';
import {
  BankOutlined,
  CreditCardOutlined,
  MobileOutlined,
  WalletOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton.js';
import {
  CHECKOUT_MESSAGES,
  ORDER_LIMITS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type OrderView,
  type PaymentMethod,
  type UserProfile,
} from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { useAppDispatch, useAppStore } from '../../app/hooks.js';
import { formatNaira } from '../../components/money.js';
import { useValueTypedBeforeHydration } from '../../components/use-value-typed-before-hydration.js';
import { toast } from '../../components/toast.js';
import { syncLocalCart } from '../cart/cart-actions.js';
import { cartOwnerOf } from '../cart/cart-owner.js';
import { useCart } from '../cart/use-cart.js';
import { orderNotificationOutcomes } from '../live-updates/outcome-waiter.js';
import { checkoutApi } from './checkout-api.js';
import {
  addressRules,
  instructionsRules,
  paymentRules,
  placeOrderRequest,
  type CheckoutFormValues,
} from './checkout-form-rules.js';
import { checkoutSummary } from './checkout-summary.js';
import { showNotificationOutcome } from './notification-toast.js';
import { createOrderPlacer } from './order-placer.js';
import { CheckoutCard } from './CheckoutCard.js';
import { OrderSummary } from './OrderSummary.js';

const PAYMENT_ICONS: Record<PaymentMethod, ReactNode> = {
  card: <CreditCardOutlined aria-hidden />,
  bank_transfer: <BankOutlined aria-hidden />,
  cash_on_delivery: <WalletOutlined aria-hidden />,
  mobile_money: <MobileOutlined aria-hidden />,
};

interface Props {
  /** Null on the prerendered page: the customer's details and the cart are still to come. */
  user: UserProfile | null;
  /** The buyer placed the order; its answer is still to come. */
  onPlacing: () => void;
  onPlaced: (order: OrderView) => void;
}

/** The checkout form (spec 2 §2, §5): customer, address, instructions, payment, notice, summary. */
export function CheckoutForm({ user, onPlacing, onPlaced }: Props) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cart = useCart();
  const [form] = Form.useForm<CheckoutFormValues>();
  const [placing, setPlacing] = useState(false);
  // One placer (and so one Idempotency-Key) for the page's lifetime: retries reuse the key.
  const placer = useRef(
    createOrderPlacer(async (order, idempotencyKey) => {
      const result = await dispatch(checkoutApi.endpoints.placeOrder.initiate({ order, idempotencyKey }));
      if (result.data) return { ok: true, order: result.data };
      const failure = describeApiError(result.error);
      return { ok: false, status: failure.status, message: failure.message };
    }),
  ).current;
  // From the moment the form is submitted until the answer, including the cart sync before it.
  const submitting = useRef(false);

  const summary = useMemo(
    () =>
      checkoutSummary(
        cart.lines.map((line) => ({
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          totalPrice: line.totalPrice,
          available: line.product.available,
        })),
      ),
    [cart.lines],
  );
  // The server cart is shown once the profile says whose it is (the prerendered page draws no guest's cart).
  const cartLoading = cart.isLoading || user === null;
  const hasUnavailable = cart.lines.some((line) => !line.product.available);

  const place = async (values: CheckoutFormValues) => {
    if (submitting.current) return;
    submitting.current = true;
    setPlacing(true);
    onPlacing();
    try {
      // A consumer's cart that could not be saved earlier is waiting in the browser: the server
      // checks out the server cart, so that one must hold what the buyer sees.
      const state = store.getState();
      if (cartOwnerOf(state.session) === 'server' && state.cart.lines.length > 0) {
        await dispatch(syncLocalCart());
        if (store.getState().cart.lines.length > 0) {
          toast.error(CHECKOUT_MESSAGES.failedRetry);
          return;
        }
      }
      const outcome = await placer.place(placeOrderRequest(values));
      if (outcome.type === 'busy') return;
      if (outcome.type === 'failed') {
        toast.error(outcome.message);
        // Stock, prices or the cart itself may have changed under the buyer.
        if (outcome.status === 400 || outcome.status === 409) cart.refetch();
        return;
      }
      toast.success(CHECKOUT_MESSAGES.placed);
      cart.refetch();
      onPlaced(outcome.order);
      void orderNotificationOutcomes.wait(outcome.order.id).then((result) => {
        if (result) showNotificationOutcome(result);
      });
    } finally {
      submitting.current = false;
      setPlacing(false);
    }
  };

  if (!cartLoading && !cart.isError && cart.lines.length === 0)
    return (
      <Card>
        <Empty description={CHECKOUT_MESSAGES.emptyCart}>
          <LinkButton type="primary" to="/shop">
            Continue Shopping
          </LinkButton>
        </Empty>
      </Card>
    );

  return (
    <Form<CheckoutFormValues>
      form={form}
      name="checkout"
      aria-label="Checkout"
      layout="vertical"
      requiredMark={false}
      disabled={placing}
      onFinish={(values) => void place(values)}
    >
      {/* Each part of the form is a Suspense boundary: on the prerendered page React hydrates them one by one
          (selective hydration), so a tap is answered between them. */}
      <div className="ihe-checkout-columns">
        <Flex vertical gap={16}>
          <Suspense>
            <CustomerCard user={user} />
          </Suspense>
          <Suspense>
            <DeliveryCard defaultAddress={user?.deliveryAddress ?? ''} />
          </Suspense>
          <Suspense>
            <PaymentCard />
          </Suspense>
          <Suspense>
            <Alert
              type="success"
              showIcon
              icon={<WhatsAppOutlined aria-hidden />}
              title="WhatsApp order updates"
              // The number is under Customer Information: in this text it would change its length (and
              // the page's layout) once the profile arrives.
              description="When you place your order, we send a confirmation to your WhatsApp number and let the vendor and our team know, so they can get it ready."
            />
          </Suspense>
        </Flex>
        <div>
          <Suspense>
            <OrderSummary
              lines={cart.lines}
              summary={summary}
              loading={cartLoading}
              error={cart.isError}
              onRetry={cart.refetch}
              action={
                <Button
                  type="primary"
                  size="large"
                  block
                  htmlType="submit"
                  loading={placing}
                  disabled={hasUnavailable}
                >
                  {placing ? 'Placing Order…' : `Place Order · ${formatNaira(summary.total)}`}
                </Button>
              }
            />
          </Suspense>
        </div>
      </div>
    </Form>
  );
}

function CustomerCard({ user }: { user: UserProfile | null }) {
  return (
    <CheckoutCard title="Customer Information">
      <Descriptions size="small" column={1} className="ihe-checkout-customer" items={customerDetails(user)} />
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Wrong details? <Link to="/consumer-dashboard/profile">Update your profile</Link>.
      </Typography.Text>
    </CheckoutCard>
  );
}

/** The address, prefilled from the profile, and the instructions. */
function DeliveryCard({ defaultAddress }: { defaultAddress: string }) {
  return (
    <CheckoutCard title="Delivery">
      <DeliveryBox
        name="shippingAddress"
        label="Delivery Address"
        rules={addressRules}
        value={defaultAddress}
        maxLength={ORDER_LIMITS.shippingAddressMax}
        autoComplete="street-address"
        placeholder="House number, street, area, city"
      />
      <DeliveryBox
        name="instructions"
        label="Special Instructions (optional)"
        rules={instructionsRules}
        value=""
        maxLength={ORDER_LIMITS.instructionsMax}
        placeholder="Gate code, landmark, best time to deliver…"
        last
      />
    </CheckoutCard>
  );
}

/**
 * One of the delivery boxes: 2 lines growing to 5 (checkout.css), starting from `value`, or from what the
 * buyer typed into the prerendered page's box before the app hydrated it.
 */
function DeliveryBox({
  name,
  label,
  rules,
  value,
  maxLength,
  autoComplete,
  placeholder,
  last = false,
}: {
  name: 'shippingAddress' | 'instructions';
  label: string;
  rules: FormRule[];
  value: string;
  maxLength: number;
  autoComplete?: string;
  placeholder: string;
  last?: boolean;
}) {
  const form = Form.useFormInstance<CheckoutFormValues>();
  const box = useRef<TextAreaRef>(null);
  useValueTypedBeforeHydration(
    () => box.current?.resizableTextArea?.textArea,
    value,
    (typed) => form.setFieldValue(name, typed),
  );
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      initialValue={value}
      style={last ? { marginBottom: 0 } : undefined}
    >
      <Input.TextArea
        ref={box}
        name={name}
        rows={2}
        className="ihe-checkout-box"
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}

/** The payment methods, card first, or the one picked on the prerendered page before the app hydrated it. */
function PaymentCard() {
  const form = Form.useFormInstance<CheckoutFormValues>();
  const group = useRef<HTMLDivElement>(null);
  useValueTypedBeforeHydration(
    () => group.current?.querySelector<HTMLInputElement>('input:checked'),
    'card',
    (picked) => form.setFieldValue('paymentMethod', picked),
  );
  return (
    <CheckoutCard title="Payment Method">
      <Form.Item name="paymentMethod" rules={paymentRules} initialValue="card" style={{ marginBottom: 0 }}>
        <Radio.Group
          ref={group}
          name="paymentMethod"
          aria-label="Payment Method"
          style={{ display: 'grid', gap: 8 }}
          options={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: (
              <span className="ihe-payment-option">
                {PAYMENT_ICONS[method]}
                {PAYMENT_METHOD_LABELS[method]}
              </span>
            ),
          }))}
        />
      </Form.Item>
    </CheckoutCard>
  );
}

/**
 * Name, email and phone, one line each; blank lines of the same height while the profile is unknown. A value
 * cut short on a narrow screen (checkout.css) is whole in its title (and to screen readers).
 */
function customerDetails(user: UserProfile | null) {
  const detail = (value: string) => <span title={value}>{value}</span>;
  const blank = '\u00a0';
  return [
    {
      key: 'name',
      label: 'Name',
      children: user ? detail(user.fullName || `${user.firstName} ${user.lastName}`) : blank,
    },
    { key: 'email', label: 'Email', children: user ? detail(user.email) : blank },
    { key: 'phone', label: 'Phone', children: user ? detail(user.phoneNumber || '—') : blank },
  ];
}
