import { Card, Descriptions, Flex, Result } from 'antd';
import { checkoutOrderRef, PAYMENT_METHOD_LABELS, type OrderView } from '@ihe/contracts';
import { LinkButton } from '../../components/LinkButton.js';
import { formatDeliveryFee, formatNaira } from '../../components/money.js';

/** The success screen (spec 2 §2, §4): the order's # reference, View My Orders and Continue Shopping. */
export function CheckoutSuccess({ order }: { order: OrderView }) {
  return (
    <Card style={{ maxWidth: 640, margin: '0 auto' }}>
      <Result
        status="success"
        title="Order Placed Successfully!"
        subTitle={`Your order ${checkoutOrderRef(order.id)} has been received. We will contact you about delivery.`}
        extra={
          <Flex gap={12} wrap justify="center">
            <LinkButton type="primary" size="large" to="/consumer-dashboard/orders">
              View My Orders
            </LinkButton>
            <LinkButton size="large" to="/shop">
              Continue Shopping
            </LinkButton>
          </Flex>
        }
      />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'fee', label: 'Delivery fee', children: formatDeliveryFee(order.deliveryFee) },
          { key: 'total', label: 'Total', children: formatNaira(order.totalAmount) },
          { key: 'payment', label: 'Payment', children: PAYMENT_METHOD_LABELS[order.paymentMethod] },
          { key: 'address', label: 'Delivery address', children: order.shippingAddress },
        ]}
      />
    </Card>
  );
}
